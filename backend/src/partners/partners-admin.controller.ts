import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  BulkPartnerRemindersDto,
  PARTNER_FILTERS,
  PartnerDetail,
  PartnerFilter,
  PartnerItem,
  PartnerList,
  PartnerReminderDto,
  RecordPartnerPaymentDto,
  RemindersSentResponse,
  SalesStats,
  UpdatePartnerPaymentDto,
} from '@cdm/contracts';
import type { FastifyReply } from 'fastify';
import type { AuditContext } from '../platform/audit';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard } from '../platform/identity';
import {
  RecordPartnerPaymentCommand,
  RequestPartnerStatementCommand,
  SendPartnerRemindersCommand,
  SetDownPaymentStatusCommand,
} from './commands/partner.commands';
import {
  GetPartnerDetailQuery,
  GetPartnerStatementPdfQuery,
  GetSalesStatsQuery,
  ListPartnersQuery,
  PartnerStatementPdf,
} from './queries/partner.queries';

class PartnerListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(PARTNER_FILTERS, { message: 'Filtro no válido' })
  filter?: PartnerFilter;

  @IsOptional()
  @MaxLength(120, { message: 'Máximo 120 caracteres' })
  @IsString({ message: 'Búsqueda no válida' })
  search?: string;
}

@ApiTags('staff')
@Controller('admin')
@UseGuards(StaffGuard)
export class PartnersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('partners')
  list(@Query() query: PartnerListQueryDto): Promise<PartnerList> {
    return this.queries.execute(new ListPartnersQuery(query.filter ?? 'all', query.page, query.pageSize, query.search));
  }

  @Get('partners/:id')
  detail(@Param('id', uuidParam()) id: string): Promise<PartnerDetail> {
    return this.queries.execute(new GetPartnerDetailQuery(id));
  }

  @Post('partners/:id/payments')
  @HttpCode(201)
  @ApiBody({ schema: schemaRef(RecordPartnerPaymentDto) })
  recordPayment(
    @Param('id', uuidParam()) id: string,
    @Body() body: RecordPartnerPaymentDto,
    @StaffAuditContext() context: AuditContext,
  ): Promise<PartnerDetail> {
    return this.commands.execute(new RecordPartnerPaymentCommand(id, body, context));
  }

  @Get('partners/:id/statement.pdf')
  async statement(@Param('id', uuidParam()) id: string, @Res() reply: FastifyReply): Promise<void> {
    const pdf = await this.queries.execute<GetPartnerStatementPdfQuery, PartnerStatementPdf>(new GetPartnerStatementPdfQuery(id));
    await reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf.bytes));
  }

  @Post('partners/:id/send-statement')
  @HttpCode(200)
  sendStatement(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<{ sent: true }> {
    return this.commands.execute(new RequestPartnerStatementCommand(id, context));
  }

  @Post('update-partner-payment')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(UpdatePartnerPaymentDto) })
  updateDownPayment(@Body() body: UpdatePartnerPaymentDto, @StaffAuditContext() context: AuditContext): Promise<PartnerItem> {
    return this.commands.execute(new SetDownPaymentStatusCommand(body.partnerId, body.downPaymentPaid, context));
  }

  @Post('send-partner-reminder')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(PartnerReminderDto) })
  remind(@Body() body: PartnerReminderDto, @StaffAuditContext() context: AuditContext): Promise<RemindersSentResponse> {
    return this.commands.execute(new SendPartnerRemindersCommand([body.partnerId], 'single', context));
  }

  @Post('send-bulk-payment-reminders')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(BulkPartnerRemindersDto) })
  bulkPayment(@Body() body: BulkPartnerRemindersDto, @StaffAuditContext() context: AuditContext): Promise<RemindersSentResponse> {
    return this.commands.execute(new SendPartnerRemindersCommand(body.partnerIds, 'payment', context));
  }

  @Post('send-bulk-overdue-reminders')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(BulkPartnerRemindersDto) })
  bulkOverdue(@Body() body: BulkPartnerRemindersDto, @StaffAuditContext() context: AuditContext): Promise<RemindersSentResponse> {
    return this.commands.execute(new SendPartnerRemindersCommand(body.partnerIds, 'overdue', context));
  }

  @Get('sales-stats')
  salesStats(): Promise<SalesStats> {
    return this.queries.execute(new GetSalesStatsQuery());
  }
}
