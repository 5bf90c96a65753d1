import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import {
  ApplyBankLineDto,
  BANK_LINE_FILTERS,
  BankAccountView,
  BankLineFilter,
  BankLineList,
  BankLineView,
  BankStatementList,
  BankStatementSummary,
  CsvMappingDto,
  FieldError,
  MarkMoneyReturnedDto,
  MoneyToReturnList,
  ReassignMoneyDto,
  PaymentTargetView,
  ReasonDto,
  STATEMENT_MAX_BYTES,
  TargetSearchQueryDto,
  UndoBankLineDto,
  UploadStatementDto,
} from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { validateInput, ValidationFailedException } from '../platform/errors';
import { readLargeMultipartForm } from '../platform/http/multipart';
import { schemaRef } from '../platform/http/openapi';
import { PageQueryDto } from '../platform/http/page-query.dto';
import { uuidParam } from '../platform/http/uuid-param';
import { StaffAuditContext, StaffGuard, StaffRoles } from '../platform/identity';
import { ApplyBankLineCommand } from './commands/apply-bank-line.command';
import { SaveCsvMappingCommand } from './commands/save-csv-mapping.command';
import { SetBankLineAsideCommand } from './commands/set-bank-line-aside.command';
import { SettleMoneyToReturnCommand } from './commands/settle-money-to-return.command';
import { UndoBankLineCommand } from './commands/undo-bank-line.command';
import { UploadStatementCommand } from './commands/upload-statement.command';
import { ExportUnmatchedLinesQuery } from './queries/export-unmatched-lines.query';
import { GetStatementQuery } from './queries/get-statement.query';
import { ListBankAccountsQuery } from './queries/list-bank-accounts.query';
import { ListStatementLinesQuery } from './queries/list-statement-lines.query';
import { ListMoneyToReturnQuery } from './queries/list-money-to-return.query';
import { ListStatementsQuery } from './queries/list-statements.query';
import { SearchPaymentTargetsQuery } from './queries/search-payment-targets.query';
import { RECONCILIATION_MESSAGES as m } from './reconciliation.messages';
import { StatementInputError } from './reconciliation.errors';

const FILE_FIELD = 'file';

class LineListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(BANK_LINE_FILTERS, { message: 'Filtro no válido' })
  filter?: BankLineFilter;
}

class AccountParamDto {
  @Matches(/^[A-Za-z0-9]{6,34}$/, { message: m.accountNumber })
  accountNumber!: string;
}

/** The 'Conciliación' staff tab (admins and advisors; undo is the admins'). */
@ApiTags('staff')
@Controller('admin/reconciliation')
@UseGuards(StaffGuard)
@StaffRoles('admin', 'advisor')
export class ReconciliationAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('accounts')
  accounts(): Promise<BankAccountView[]> {
    return this.queries.execute(new ListBankAccountsQuery());
  }

  @Put('accounts/:accountNumber/csv-mapping')
  @ApiBody({ schema: schemaRef(CsvMappingDto) })
  saveMapping(@Param() params: AccountParamDto, @Body() body: CsvMappingDto, @StaffAuditContext() context: AuditContext): Promise<BankAccountView> {
    if (!body.amount?.trim() && !body.credit?.trim()) throw new ValidationFailedException([{ field: 'amount', message: m.amountColumns }]);
    return this.commands.execute(new SaveCsvMappingCommand(params.accountNumber, body, context));
  }

  @Get('statements')
  list(@Query() query: PageQueryDto): Promise<BankStatementList> {
    return this.queries.execute(new ListStatementsQuery(query.page, query.pageSize));
  }

  @Post('statements')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Sube un estado de cuenta: accountNumber, format (camt053 | csv), file (máx. 20 MB)' })
  async upload(@Req() request: FastifyRequest, @StaffAuditContext() context: AuditContext): Promise<BankStatementSummary> {
    // Read only now, after the guard and the role: nobody else's upload is ever parsed.
    const form = await readLargeMultipartForm(request, {
      fileField: FILE_FIELD,
      maxFileBytes: STATEMENT_MAX_BYTES,
      messages: { fileTooLarge: m.fileTooLarge, notMultipart: m.notMultipart, oneFileOnly: m.oneFileOnly },
    });
    const { value, errors } = validateInput(UploadStatementDto, form.fields);
    const file = form.files.find((candidate) => candidate.fieldName === FILE_FIELD);
    const problems: FieldError[] = [...errors, ...form.files.filter((candidate) => candidate.fieldName !== FILE_FIELD).map((candidate) => ({ field: candidate.fieldName, message: m.oneFileOnly }))];
    if (!file) problems.push({ field: FILE_FIELD, message: m.fileMissing });
    else if (file.bytes.length === 0) problems.push({ field: FILE_FIELD, message: m.fileEmpty });
    if (problems.length > 0 || !file) throw new ValidationFailedException(problems);
    return this.commands.execute(new UploadStatementCommand(value.accountNumber, value.format, { bytes: file.bytes, fileName: file.fileName }, context));
  }

  @Get('statements/:id')
  summary(@Param('id', uuidParam()) id: string): Promise<BankStatementSummary> {
    return this.queries.execute(new GetStatementQuery(id));
  }

  @Get('statements/:id/lines')
  lines(@Param('id', uuidParam()) id: string, @Query() query: LineListQueryDto): Promise<BankLineList> {
    return this.queries.execute(new ListStatementLinesQuery(id, query.filter ?? 'all', query.page, query.pageSize));
  }

  @Get('statements/:id/unmatched.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="movimientos-sin-conciliar.csv"')
  @Header('cache-control', 'no-store')
  exportUnmatched(@Param('id', uuidParam()) id: string): Promise<string> {
    return this.queries.execute(new ExportUnmatchedLinesQuery(id));
  }

  @Get('targets')
  targets(@Query() query: TargetSearchQueryDto): Promise<PaymentTargetView[]> {
    return this.queries.execute(new SearchPaymentTargetsQuery(query.q));
  }

  @Post('lines/:id/apply')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ApplyBankLineDto) })
  apply(@Param('id', uuidParam()) id: string, @Body() body: ApplyBankLineDto, @StaffAuditContext() context: AuditContext): Promise<BankLineView> {
    if (!!body.targetKind !== !!body.targetId) throw new StatementInputError(m.targetId);
    const target = body.targetKind && body.targetId ? { kind: body.targetKind, id: body.targetId } : null;
    return this.commands.execute(new ApplyBankLineCommand(id, target, context, body.toReturn === true));
  }

  @Post('lines/:id/ignore')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(ReasonDto) })
  ignore(@Param('id', uuidParam()) id: string, @Body() body: ReasonDto, @StaffAuditContext() context: AuditContext): Promise<BankLineView> {
    return this.commands.execute(new SetBankLineAsideCommand(id, 'ignore', body.reason.trim(), context));
  }

  @Post('lines/:id/restore')
  @HttpCode(200)
  restore(@Param('id', uuidParam()) id: string, @StaffAuditContext() context: AuditContext): Promise<BankLineView> {
    return this.commands.execute(new SetBankLineAsideCommand(id, 'restore', null, context));
  }

  @Post('lines/:id/undo')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(UndoBankLineDto) })
  undo(@Param('id', uuidParam()) id: string, @Body() body: UndoBankLineDto, @StaffAuditContext() context: AuditContext): Promise<BankLineView> {
    return this.commands.execute(new UndoBankLineCommand(id, body.reason.trim(), context, body.rescindContract === true));
  }

  // Money to return: what arrived beyond what was owed, after its target ended, or a second payment.

  @Get('to-return')
  toReturn(@Query() query: PageQueryDto): Promise<MoneyToReturnList> {
    return this.queries.execute(new ListMoneyToReturnQuery(query.page, query.pageSize));
  }

  @Post('to-return/:entryId/returned')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(MarkMoneyReturnedDto) })
  async markReturned(@Param('entryId', uuidParam()) entryId: string, @Body() body: MarkMoneyReturnedDto, @StaffAuditContext() context: AuditContext): Promise<{ ok: true }> {
    await this.commands.execute(new SettleMoneyToReturnCommand(entryId, body.reason.trim(), null, context));
    return { ok: true };
  }

  @Post('to-return/:entryId/reassign')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiBody({ schema: schemaRef(ReassignMoneyDto) })
  async reassign(@Param('entryId', uuidParam()) entryId: string, @Body() body: ReassignMoneyDto, @StaffAuditContext() context: AuditContext): Promise<{ ok: true }> {
    await this.commands.execute(new SettleMoneyToReturnCommand(entryId, body.reason.trim(), { kind: body.targetKind, id: body.targetId }, context));
    return { ok: true };
  }
}
