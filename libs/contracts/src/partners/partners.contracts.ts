import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ArrayMaxSize, ArrayMinSize, IsArray } from 'class-validator';
import type { Page } from '../admin/admin.contracts';

/** A buyer on a payment plan (investor-portal.md §3 "Partner"). Money in MXN centavos, dates ISO. */
export type PartnerItem = {
  id: string;
  /** The stable CDM-S-… reference the partner writes on transfers. */
  reference: string;
  investorId: string;
  reservationId: string;
  name: string;
  email: string;
  phone: string;
  productPurchased: string;
  unitCode: string;
  paymentMethod: string;
  totalAmountCentavos: number;
  downPaymentCentavos: number;
  downPaymentPaid: boolean;
  downPaymentDate: string | null;
  downPaymentScheduledDate: string;
  monthlyPaymentCentavos: number;
  paymentDay: number;
  paymentTerm: number;
  finalPaymentCentavos: number;
  remainingBalanceCentavos: number;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
  isCurrentOnPayments: boolean;
  /** investor-portal.md §9: whole 30-day periods since the next payment date, when not current. */
  monthsOverdue: number;
  overdueAmountCentavos: number;
  createdAt: string;
  updatedAt: string;
};

export const PARTNER_FILTERS = ['all', 'current', 'overdue'] as const;
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

export type PartnerList = Page<PartnerItem> & { counts: { total: number; current: number; overdue: number } };

export type PartnerPaymentItem = {
  id: string;
  amountCentavos: number;
  paidOn: string;
  method: string;
  reference: string;
  recordedBy: string;
  createdAt: string;
  /** Whether staff attached a proof file (downloaded apart, never carried here). */
  hasProof: boolean;
};

export type PartnerScheduleItem = { kind: 'down' | 'monthly' | 'final'; number: number; dueDate: string; amountCentavos: number; paid: boolean };

/** GET /api/admin/partners/:id — the detail dialog. */
export type PartnerDetail = PartnerItem & { payments: PartnerPaymentItem[]; schedule: PartnerScheduleItem[] };

/**
 * GET /api/partners/my-plans: the signed-in investor's purchases on a payment plan, each with the
 * stable CDM-S-… reference to write on their transfers (the bank details come from the public settings).
 */
export type MyPartnerPlan = {
  reservationId: string;
  unitCode: string;
  productPurchased: string;
  reference: string;
  monthlyPaymentCentavos: number;
  nextPaymentDate: string | null;
  nextPaymentAmountCentavos: number | null;
  remainingBalanceCentavos: number;
  isCurrentOnPayments: boolean;
};

export const PAYMENT_METHODS = [
  { value: 'transferencia', label: 'Transferencia' },
  { value: 'tarjeta', label: 'Tarjeta' },
  { value: 'deposito', label: 'Depósito bancario' },
  { value: 'cheque', label: 'Cheque' },
] as const;
export const paymentMethodValues = PAYMENT_METHODS.map((method) => method.value);

/** POST /api/admin/partners/:id/payments — a payment received (amount in centavos). */
export class RecordPartnerPaymentDto {
  // The ceiling keeps the amount an exact integer all the way to the bigint column.
  @Max(Number.MAX_SAFE_INTEGER, { message: 'El monto es demasiado grande' })
  @Min(100, { message: 'El monto debe ser de al menos $1 MXN' })
  @IsInt({ message: 'El monto debe estar en centavos enteros' })
  amountCentavos!: number;

  // A real calendar day (no 2026-02-30), in years PostgreSQL's date type takes.
  @IsISO8601({ strict: true }, { message: 'Fecha de pago no válida' })
  @Matches(/^(19|20)\d{2}-\d{2}-\d{2}$/, { message: 'Fecha de pago no válida' })
  paidOn!: string;

  @IsIn(paymentMethodValues, { message: 'Selecciona el método de pago' })
  method!: string;

  @IsOptional()
  @MaxLength(120, { message: 'Máximo 120 caracteres' })
  @IsString({ message: 'Referencia no válida' })
  reference?: string;
}

/**
 * The same POST may go as multipart/form-data with these text fields and an optional `proof`
 * file: PDF, JPEG, PNG or WebP (judged by its bytes on the server), at most 10 MB.
 */
export const PARTNER_PAYMENT_PROOF_FIELD = 'proof';
export const PARTNER_PAYMENT_PROOF_MAX_BYTES = 10 * 1024 * 1024;

export const PARTNER_PAYMENT_PROOF_MESSAGES = {
  proofType: 'El comprobante debe ser PDF, JPG, PNG o WebP.',
  proofTooLarge: 'El comprobante no puede pesar más de 10 MB.',
  oneFileOnly: 'Adjunta un solo comprobante.',
  notMultipart: 'Envía el pago con su comprobante adjunto.',
  notFound: 'Este pago no tiene comprobante.',
} as const;

/** POST /api/admin/update-partner-payment (investor-portal.md §7): the down-payment toggle. */
export class UpdatePartnerPaymentDto {
  @IsUUID('4', { message: 'Socio no válido' })
  partnerId!: string;

  @IsBoolean({ message: 'Indica si el enganche está pagado' })
  downPaymentPaid!: boolean;

  @IsOptional()
  @IsString({ message: 'Fecha no válida' })
  downPaymentDate?: string | null;
}

export class PartnerReminderDto {
  @IsUUID('4', { message: 'Socio no válido' })
  partnerId!: string;
}

/** investor-portal.md §5: at least one partner selected. */
export class BulkPartnerRemindersDto {
  @IsUUID('4', { each: true, message: 'Socio no válido' })
  @ArrayMaxSize(1000, { message: 'Máximo 1000 socios a la vez' })
  @ArrayMinSize(1, { message: 'Selecciona al menos un socio para enviar recordatorios' })
  @IsArray({ message: 'Selecciona al menos un socio para enviar recordatorios' })
  partnerIds!: string[];
}

export type RemindersSentResponse = { sent: number; message: string };

/** GET /api/admin/sales-stats (investor-portal.md §3 "Sales stats"), computed in SQL from real sales and payments. */
export type SalesStats = {
  totalRevenueCentavos: number;
  monthlyRevenueCentavos: number;
  averagePriceCentavos: number;
  /** Sales ÷ reservations ever opened, 0–100. */
  conversionRate: number;
  monthlyProjectionCentavos: number;
  yearlyProjectionCentavos: number;
  /** Payments received in the current month. */
  monthlyPaymentsCentavos: number;
  byProductType: Array<{ type: string; name: string; sold: number; revenueCentavos: number }>;
  byModule: Array<{ module: string; sold: number; revenueCentavos: number }>;
  /** Revenue of sales per month, last 12 months (for the chart). */
  byMonth: Array<{ month: string; sold: number; revenueCentavos: number }>;
};
