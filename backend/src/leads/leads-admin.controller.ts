import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { InformationRequestAdminItem, InformationRequestList, UpdateInformationRequestDto } from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard } from '../platform/identity';
import { SetInformationRequestProcessedCommand } from './commands/set-information-request-processed.command';
import { ListInformationRequestsQuery } from './queries/list-information-requests.query';
import { LEADS_MESSAGES } from './leads.messages';

class InformationRequestListQueryDto extends PageQueryDto {
  @IsOptional()
  @MaxLength(120, { message: LEADS_MESSAGES.searchTooLong })
  @IsString({ message: LEADS_MESSAGES.searchInvalid })
  search?: string;
}

@ApiTags('staff')
@Controller('admin/information-requests')
@UseGuards(StaffGuard)
export class LeadsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@Query() query: InformationRequestListQueryDto): Promise<InformationRequestList> {
    return this.queries.execute(new ListInformationRequestsQuery(query.page, query.pageSize, query.search));
  }

  @Patch(':id')
  @ApiBody({ schema: schemaRef(UpdateInformationRequestDto) })
  setProcessed(
    @Param('id', uuidParam()) id: string,
    @Body() body: UpdateInformationRequestDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<InformationRequestAdminItem> {
    return this.commands.execute(new SetInformationRequestProcessedCommand(id, body.processed, context));
  }
}
