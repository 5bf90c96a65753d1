import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_CONTRACT_FILTERS, type AdminContractFilter, type AdminContractList, ContractReasonDto } from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentStaff, StaffAuditContext, StaffGuard, StaffRoles, type SignedInStaff } from '../platform/identity';
import { CancelContractCommand } from './commands/cancel-contract.command';
import { CountersignContractCommand } from './commands/countersign-contract.command';
import { CONTRACTS_MESSAGES } from './contracts.messages';
import { ContractFile, GetContractFileQuery } from './queries/get-contract-file.query';
import { ListAdminContractsQuery } from './queries/list-admin-contracts.query';
import { sendPdf } from './send-pdf';

class ContractListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(ADMIN_CONTRACT_FILTERS, { message: CONTRACTS_MESSAGES.invalidFilter })
  filter?: AdminContractFilter;

  @IsOptional()
  @MaxLength(100, { message: CONTRACTS_MESSAGES.searchTooLong })
  @IsString({ message: CONTRACTS_MESSAGES.searchTooLong })
  search?: string;
}

/** The "Contratos" tab: admins only (a countersignature binds the developer). */
@ApiTags('staff')
@Controller('admin/contracts')
@UseGuards(StaffGuard)
@StaffRoles('admin')
export class ContractsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@Query() query: ContractListQueryDto): Promise<AdminContractList> {
    return this.queries.execute(new ListAdminContractsQuery(query.filter ?? 'all', query.search, query.page, query.pageSize));
  }

  @Get(':id/document')
  async document(@Param('id', uuidParam()) id: string, @Res() reply: FastifyReply): Promise<void> {
    await sendPdf(reply, await this.queries.execute<GetContractFileQuery, ContractFile>(new GetContractFileQuery(id, null)), 'attachment');
  }

  @Post(':id/countersign')
  @HttpCode(200)
  async countersign(
    @Param('id', uuidParam()) id: string,
    @CurrentStaff() staff: SignedInStaff,
    @StaffAuditContext() context: AuditContext,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
  ): Promise<{ status: 'signed' }> {
    await this.commands.execute(new CountersignContractCommand(id, { id: staff.id, name: staff.name }, ip, String(request.headers['user-agent'] ?? '').slice(0, 500), context));
    return { status: 'signed' };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ContractReasonDto) })
  async cancel(@Param('id', uuidParam()) id: string, @Body() body: ContractReasonDto, @StaffAuditContext() context: AuditContext): Promise<{ status: 'cancelled' }> {
    await this.commands.execute(new CancelContractCommand(id, body.reason, false, context));
    return { status: 'cancelled' };
  }

  @Post(':id/regenerate')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ContractReasonDto) })
  async regenerate(
    @Param('id', uuidParam()) id: string,
    @Body() body: ContractReasonDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<{ contractId: string | null }> {
    return { contractId: await this.commands.execute(new CancelContractCommand(id, body.reason, true, context)) };
  }
}
