import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApplicationAdminItem,
  ApplicationCredentialsMap,
  ApplicationIdDto,
  ApplicationList,
  ApplicationStatusResponse,
  UpdateApplicationStatusDto,
} from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { APPLICATION_CONTEXT_MESSAGES } from './applications.messages';
import { RefundApplicationDepositCommand } from './commands/refund-application-deposit.command';
import { ResendApplicationCredentialsCommand } from './commands/resend-application-credentials.command';
import { UpdateApplicationStatusCommand } from './commands/update-application-status.command';
import { ListApplicationsQuery } from './queries/list-applications.query';

class ApplicationListQueryDto extends PageQueryDto {
  @IsOptional()
  @MaxLength(120, { message: APPLICATION_CONTEXT_MESSAGES.searchTooLong })
  @IsString({ message: APPLICATION_CONTEXT_MESSAGES.searchInvalid })
  search?: string;
}

@ApiTags('staff')
@Controller('admin')
@UseGuards(StaffGuard)
export class ApplicationsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('applications')
  list(@Query() query: ApplicationListQueryDto): Promise<ApplicationList> {
    return this.queries.execute(new ListApplicationsQuery(query.page, query.pageSize, query.search));
  }

  /** The spec's separate credentials call, answered from the same page of applications. */
  @Get('credentials')
  async credentials(@Query() query: ApplicationListQueryDto): Promise<ApplicationCredentialsMap> {
    const list = await this.queries.execute<ListApplicationsQuery, ApplicationList>(new ListApplicationsQuery(query.page, query.pageSize, query.search));
    return Object.fromEntries(list.items.flatMap((item) => (item.credentials ? [[item.id, item.credentials]] : [])));
  }

  @Post('update-application-status')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(UpdateApplicationStatusDto) })
  updateStatus(@Body() body: UpdateApplicationStatusDto, @StaffAuditContext() context: AuditContext): Promise<ApplicationStatusResponse> {
    return this.commands.execute(new UpdateApplicationStatusCommand(body.applicationId, body.status, context));
  }

  @Post('resend-credentials')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ApplicationIdDto) })
  resendCredentials(@Body() body: ApplicationIdDto, @StaffAuditContext() context: AuditContext): Promise<ApplicationStatusResponse> {
    return this.commands.execute(new ResendApplicationCredentialsCommand(body.applicationId, context));
  }

  @Post('applications/:id/refund')
  @HttpCode(200)
  @StaffRoles('admin')
  refund(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<ApplicationAdminItem> {
    return this.commands.execute(new RefundApplicationDepositCommand(id, context));
  }
}
