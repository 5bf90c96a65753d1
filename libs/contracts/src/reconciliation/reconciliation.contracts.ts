import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import type { Page } from '../admin/admin.contracts';

/** Formats a statement may arrive in. */
export const STATEMENT_FORMATS = [
  { value: 'camt053', label: 'ISO 20022 camt.053 (XML)' },
  { value: 'csv', label: 'CSV' },
] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number]['value'];
export const statementFormatValues = STATEMENT_FORMATS.map((format) => format.value);

export const STATEMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

export const BANK_LINE_STATUSES = [
  { value: 'applied', label: 'Aplicado' },
  { value: 'suggested', label: 'Sugerido' },
  { value: 'unmatched', label: 'Sin conciliar' },
  { value: 'ignored', label: 'Ignorado' },
  { value: 'debit', label: 'Cargo' },
] as const;
export type BankLineStatusValue = (typeof BANK_LINE_STATUSES)[number]['value'];
export const BANK_LINE_FILTERS = ['all', 'applied', 'suggested', 'unmatched', 'ignored', 'debit'] as const;
export type BankLineFilter = (typeof BANK_LINE_FILTERS)[number];

export const MATCH_REASON_LABELS = {
  reference_and_amount: 'Referencia y monto exactos',
  reference_other_amount: 'Referencia con otro monto',
  target_paid: 'Referencia de un depósito ya pagado',
  amount_and_name: 'Monto y nombre del ordenante',
  no_reference: 'Sin referencia',
  unknown_reference: 'Referencia desconocida',
  by_hand: 'Asignada a mano',
  debit: 'Cargo',
} as const;
export type MatchReason = keyof typeof MATCH_REASON_LABELS;

export const RECONCILIATION_FIELD_MESSAGES = {
  accountNumber: 'Escribe la cuenta o CLABE (6 a 34 letras o dígitos)',
  format: 'Selecciona el formato del estado de cuenta',
  column: 'Escribe el nombre de la columna (máximo 80 caracteres)',
  delimiter: 'Selecciona el separador',
  amountColumns: 'Indica la columna del monto o la de abonos',
  reason: 'Escribe el motivo (3 a 300 caracteres)',
  targetKind: 'Selecciona apartado o socio',
  targetId: 'Selecciona a quién aplicar el pago',
  search: 'Máximo 80 caracteres',
} as const;
const m = RECONCILIATION_FIELD_MESSAGES;

/** Multipart fields of POST /api/admin/reconciliation/statements (with the file in `file`). */
export class UploadStatementDto {
  @Matches(/^[A-Za-z0-9]{6,34}$/, { message: m.accountNumber })
  @IsString({ message: m.accountNumber })
  accountNumber!: string;

  @IsIn(statementFormatValues, { message: m.format })
  format!: StatementFormat;
}

/** The CSV columns of one bank account, chosen once and remembered (header names as the bank writes them). */
export class CsvMappingDto {
  @IsIn(CSV_DELIMITERS, { message: m.delimiter })
  delimiter!: (typeof CSV_DELIMITERS)[number];

  @MaxLength(80, { message: m.column })
  @MinLength(1, { message: m.column })
  @IsString({ message: m.column })
  date!: string;

  @IsOptional()
  @MaxLength(80, { message: m.column })
  @IsString({ message: m.column })
  amount?: string;

  @IsOptional()
  @MaxLength(80, { message: m.column })
  @IsString({ message: m.column })
  credit?: string;

  @IsOptional()
  @MaxLength(80, { message: m.column })
  @IsString({ message: m.column })
  debit?: string;

  @MaxLength(80, { message: m.column })
  @MinLength(1, { message: m.column })
  @IsString({ message: m.column })
  description!: string;

  @IsOptional()
  @MaxLength(80, { message: m.column })
  @IsString({ message: m.column })
  reference?: string;

  @IsOptional()
  @MaxLength(80, { message: m.column })
  @IsString({ message: m.column })
  trackingKey?: string;

  @IsOptional()
  @MaxLength(80, { message: m.column })
  @IsString({ message: m.column })
  payerName?: string;
}
export type CsvMapping = Omit<CsvMappingDto, never>;

export class ReasonDto {
  @MaxLength(300, { message: m.reason })
  @MinLength(3, { message: m.reason })
  @IsString({ message: m.reason })
  reason!: string;
}

/** POST …/lines/:id/apply: without a target, the line's suggestion is accepted; with one, the line is assigned by hand. */
export class ApplyBankLineDto {
  @IsOptional()
  @IsIn(['reservation', 'partner'], { message: m.targetKind })
  targetKind?: 'reservation' | 'partner';

  @IsOptional()
  @IsUUID('all', { message: m.targetId })
  targetId?: string;

  /** Staff book the line although its target owes nothing more: all of it is kept to return (a second payment). */
  @IsOptional()
  @IsIn([true], { message: 'Confirma que el monto queda por devolver' })
  toReturn?: true;
}

export class TargetSearchQueryDto {
  @MaxLength(80, { message: m.search })
  @IsString({ message: m.search })
  q!: string;
}

export type BankAccountView = { id: string; accountNumber: string; csvMapping: CsvMapping | null };

export type PaymentTargetView = { kind: 'reservation' | 'partner'; id: string; reference: string; name: string; expectedCentavos: number[] };

export type BankStatementSummary = {
  id: string;
  accountNumber: string;
  format: StatementFormat;
  fileName: string;
  uploadedAt: string;
  uploadedBy: string;
  lines: number;
  newLines: number;
  duplicateLines: number;
  matched: number;
  suggested: number;
  unmatched: number;
  ignored: number;
  debits: number;
  totalCreditedCentavos: number;
  /** What the applied lines paid of what was owed: never more than that (the rest is to return). */
  totalAppliedCentavos: number;
  /** What applied lines brought beyond what was owed: kept to return or re-assign. */
  totalToReturnCentavos: number;
};

export type BankLineView = {
  id: string;
  statementId: string;
  bookedOn: string;
  amountCentavos: number;
  description: string;
  reference: string;
  trackingKey: string;
  payerName: string;
  status: BankLineStatusValue;
  matchReason: MatchReason;
  target: { kind: 'reservation' | 'partner'; id: string; reference: string; name: string } | null;
  ignoreReason: string | null;
  appliedAt: string | null;
  appliedBy: string | null;
  /** Of an applied line: what it paid of its target's debt, and what it left to return. */
  appliedCentavos: number;
  toReturnCentavos: number;
};

/** POST …/lines/:id/undo: the reason, and when the line paid a deposit whose contract someone signed, an admin's rescission. */
export class UndoBankLineDto {
  @MaxLength(300, { message: m.reason })
  @MinLength(3, { message: m.reason })
  @IsString({ message: m.reason })
  reason!: string;

  @IsOptional()
  @IsIn([true], { message: 'Confirma la rescisión del contrato firmado' })
  rescindContract?: true;
}

export type BankLineList = Page<BankLineView> & {
  counts: { total: number; applied: number; suggested: number; unmatched: number; ignored: number; debit: number };
};
export type BankStatementList = Page<BankStatementSummary>;
