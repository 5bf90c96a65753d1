import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  BulkPartnerRemindersDto,
  FieldError,
  PARTNER_FILTERS,
  PARTNER_PAYMENT_PROOF_FIELD,
  PARTNER_PAYMENT_PROOF_MAX_BYTES,
  PARTNER_PAYMENT_PROOF_MESSAGES,
  PartnerDetail,
  PartnerFilter,
  PartnerItem,
  PartnerList,
  PartnerReminderDto,
  RecordPartnerPaymentDto,
  RemindersSentResponse,
  SalesStats,
  UNKNOWN_FIELD_MESSAGE,
  UpdatePartnerPaymentDto,
} from '@cdm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditContext } from '../platform/audit';
import { createValidationPipe, validateInput, ValidationFailedException } from '../platform/errors';
import { readMultipartForm, type MultipartForm } from '../platform/http/multipart';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard } from '../platform/identity';
import { DownloadPartnerPaymentProofCommand, type PartnerPaymentProofFile } from './commands/download-partner-payment-proof.command';
import { RecordPartnerPaymentCommand } from './commands/record-partner-payment.command';
import { RequestPartnerStatementCommand } from './commands/request-partner-statement.command';
import { SendPartnerRemindersCommand } from './commands/send-partner-reminders.command';
import { SetDownPaymentStatusCommand } from './commands/set-down-payment-status.command';
import { GetPartnerDetailQuery } from './queries/get-partner-detail.query';
import { GetPartnerStatementPdfQuery, type PartnerStatementPdf } from './queries/get-partner-statement-pdf.query';
import { GetSalesStatsQuery } from './queries/get-sales-stats.query';
import { ListPartnersQuery } from './queries/list-partners.query';
import type { UploadedPaymentProof } from './payment-proof';
import { PARTNER_MESSAGES } from './partners.messages';

// The JSON body of a route that also takes multipart is checked by hand, with the app's own pipe.
const jsonBodyPipe = createValidationPipe();
const proofMessages = PARTNER_PAYMENT_PROOF_MESSAGES;

type PaymentWithProof = { payment: RecordPartnerPaymentDto; proof: UploadedPaymentProof | null };

class PartnerListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(PARTNER_FILTERS, { message: PARTNER_MESSAGES.filterInvalid })
  filter?: PartnerFilter;

  @IsOptional()
  @MaxLength(120, { message: PARTNER_MESSAGES.searchTooLong })
  @IsString({ message: PARTNER_MESSAGES.searchInvalid })
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
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Registra un pago recibido: JSON, o multipart con los mismos campos y un comprobante opcional (proof: PDF, JPG, PNG o WebP, máx. 10 MB)' })
  @ApiBody({ schema: schemaRef(RecordPartnerPaymentDto) })
  async recordPayment(
    @Param('id', uuidParam()) id: string,
    @Req() request: FastifyRequest,
    @StaffAuditContext() context: AuditContext,
  ): Promise<PartnerDetail> {
    // Read only now, after the staff guard: nobody else's upload is ever parsed.
    const { payment, proof } = request.isMultipart() ? await this.readPaymentForm(request) : await this.readPaymentJson(request.body);
    return this.commands.execute(new RecordPartnerPaymentCommand(id, payment, context, proof));
  }

  // Always a download, never rendered by the browser, never kept by a cache.
  @Get('partners/:id/payments/:paymentId/proof')
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async paymentProof(
    @Param('id', uuidParam()) id: string,
    @Param('paymentId', uuidParam('paymentId')) paymentId: string,
    @StaffAuditContext() context: AuditContext,
  ): Promise<StreamableFile> {
    const file = await this.commands.execute<DownloadPartnerPaymentProofCommand, PartnerPaymentProofFile>(
      new DownloadPartnerPaymentProofCommand(id, paymentId, context),
    );
    return new StreamableFile(file.bytes, { type: file.contentType, disposition: `attachment; filename="${file.fileName}"`, length: file.bytes.length });
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

  private async readPaymentJson(body: unknown): Promise<PaymentWithProof> {
    const payment = (await jsonBodyPipe.transform(body, { type: 'body', metatype: RecordPartnerPaymentDto })) as RecordPartnerPaymentDto;
    return { payment, proof: null };
  }

  /** The text fields checked with the same DTO as the JSON body, and the optional proof; 400 with every problem at once. */
  private async readPaymentForm(request: FastifyRequest): Promise<PaymentWithProof> {
    const form = await readMultipartForm(request, {
      fileField: PARTNER_PAYMENT_PROOF_FIELD,
      maxFileBytes: PARTNER_PAYMENT_PROOF_MAX_BYTES,
      messages: { fileTooLarge: proofMessages.proofTooLarge, notMultipart: proofMessages.notMultipart, oneFileOnly: proofMessages.oneFileOnly },
    });
    const { value, errors } = validateInput(RecordPartnerPaymentDto, paymentFields(form));
    const problems: FieldError[] = [
      ...errors,
      ...form.files.filter((file) => file.fieldName !== PARTNER_PAYMENT_PROOF_FIELD).map((file) => ({ field: file.fieldName, message: UNKNOWN_FIELD_MESSAGE })),
    ];
    if (problems.length > 0) throw new ValidationFailedException(problems);
    // A browser form sends an empty, nameless part when no file was chosen: that is no proof.
    const file = form.files.find((candidate) => candidate.fieldName === PARTNER_PAYMENT_PROOF_FIELD && !(candidate.bytes.length === 0 && candidate.fileName === ''));
    return { payment: value, proof: file ? { bytes: file.bytes, fileName: file.fileName } : null };
  }
}

/** Multipart fields are text: the amount becomes a number only when written as one, so '12abc' still fails the DTO's rule. */
function paymentFields({ fields }: MultipartForm): Record<string, unknown> {
  const amount = fields.amountCentavos;
  return amount !== undefined && /^-?\d+$/.test(amount) ? { ...fields, amountCentavos: Number(amount) } : fields;
}
