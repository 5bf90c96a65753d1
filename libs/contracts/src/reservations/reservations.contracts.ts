import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import type { Page } from '../admin/admin.contracts';

const SHARE_MESSAGE = 'Debe estar entre 10% y 90% en pasos de 5%';

/**
 * What the investor chooses; the server computes every amount from it with libs/domain
 * (the browser shows the same figures from the same functions, but its amounts are not trusted).
 */
export class PaymentPlanChoiceDto {
  @Matches(/^[A-F][1-5][PM]$/, { message: 'Código de unidad no válido' })
  unitCode!: string;

  @Max(90, { message: SHARE_MESSAGE })
  @Min(10, { message: SHARE_MESSAGE })
  @IsInt({ message: SHARE_MESSAGE })
  downPaymentPercent!: number;

  @Max(90, { message: SHARE_MESSAGE })
  @Min(10, { message: SHARE_MESSAGE })
  @IsInt({ message: SHARE_MESSAGE })
  finalPaymentPercent!: number;

  @IsIn([12, 18, 24, 36, 48], { message: 'Elige un plazo de 12, 18, 24, 36 o 48 meses' })
  termMonths!: number;

  @Max(31, { message: 'El día de pago debe estar entre 1 y 31' })
  @Min(1, { message: 'El día de pago debe estar entre 1 y 31' })
  @IsInt({ message: 'El día de pago debe estar entre 1 y 31' })
  paymentDay!: number;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha del enganche no válida' })
  downPaymentScheduledDate!: string;
}

/**
 * Turns the nested plan into its class so its own rules run. Not class-transformer's @Type:
 * that one needs reflect-metadata at load time, which the browser bundle does not carry.
 */
const toPlanChoice = Transform(({ value }: { value: unknown }) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.assign(new PaymentPlanChoiceDto(), value) : value,
);

/** The figures of a plan as the server stores and returns them. Money in MXN centavos. */
export type PaymentPlanView = {
  productType: string;
  unitCode: string;
  basePriceCentavos: number;
  discountPercent: number;
  totalAmountCentavos: number;
  downPaymentPercent: number;
  monthlyPaymentPercent: number;
  finalPaymentPercent: number;
  termMonths: number;
  paymentDay: number;
  downPaymentCentavos: number;
  monthlyPaymentCentavos: number;
  finalPaymentCentavos: number;
  finalPaymentWithInterestCentavos: number;
  totalInterestCentavos: number;
  totalPaymentCentavos: number;
  downPaymentScheduledDate: string;
  reservationDepositCentavos: number;
};

/** POST /api/units/block-temporary — bank transfer (with a reference) or the cancel route (without). */
export class BlockTemporaryDto {
  @Matches(/^[A-F][1-5][PM]$/, { message: 'Código de unidad no válido' })
  unitCode!: string;

  /** The spec's field; the server uses the block setting (8 hours). */
  @IsOptional()
  @IsInt({ message: 'Horas no válidas' })
  hours?: number;

  @ValidateNested()
  @IsObject({ message: 'Plan de pagos no válido' })
  @toPlanChoice
  paymentPlan!: PaymentPlanChoiceDto;

  @IsOptional()
  @Matches(/^CDM-[0-9A-Z]+-[0-9A-Z]{6}$/, { message: 'Referencia no válida' })
  referenceNumber?: string;
}

export type BlockTemporaryResponse = {
  success: true;
  status: 'blocked';
  message: string;
  reservationId: string;
  expiresAt: string;
  referenceNumber: string;
};

/** POST /api/unit-reservations — the card route: holds the unit while the deposit is paid. */
export class CreateUnitReservationDto {
  @Matches(/^[A-F][1-5][PM]$/, { message: 'Código de unidad no válido' })
  unitCode!: string;

  @ValidateNested()
  @IsObject({ message: 'Plan de pagos no válido' })
  @toPlanChoice
  paymentPlan!: PaymentPlanChoiceDto;
}

export const RESERVATION_STATUSES = ['pending', 'blocked', 'active', 'converted', 'expired', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export type CreateUnitReservationResponse = {
  success: true;
  reservation: { id: string; status: ReservationStatus; expiresAt: string | null };
};

export type ReservationPaymentIntentResponse = { clientSecret: string; amountCentavos: number };

export type ConfirmReservationPaymentResponse = { status: ReservationStatus; reservationDepositPaid: boolean };

/** GET /api/unit-reservations/my-reservations */
export type MyReservation = {
  id: string;
  unitCode: string;
  productType: string;
  status: ReservationStatus;
  /** The unit's list price, before the down-payment discount. */
  basePriceCentavos: number;
  discountPercent: number;
  /** The price after the discount. */
  totalAmountCentavos: number;
  termMonths: number;
  downPaymentCentavos: number;
  downPaymentPercent: number;
  monthlyPaymentCentavos: number;
  reservationDepositCentavos: number;
  reservationDepositPaid: boolean;
  referenceNumber: string | null;
  createdAt: string;
  expiresAt: string | null;
};

/** POST /api/send-quotation-email — always to the signed-in investor's own email. */
export class SendQuotationEmailDto {
  @ValidateNested()
  @IsObject({ message: 'Plan de pagos no válido' })
  @toPlanChoice
  paymentPlan!: PaymentPlanChoiceDto;
}

export const ADMIN_RESERVATION_FILTERS = ['all', 'active', 'pending', 'expired', 'blocked', 'reserved'] as const;
export type AdminReservationFilter = (typeof ADMIN_RESERVATION_FILTERS)[number];

export type AdminReservation = {
  id: string;
  user: { id: string; name: string; email: string };
  unitCode: string;
  productType: string;
  status: ReservationStatus;
  totalAmountCentavos: number;
  reservationDepositCentavos: number;
  reservationDepositPaid: boolean;
  depositMethod: 'card' | 'bank_transfer' | 'staff' | null;
  refundStatus: 'pending' | 'succeeded' | 'failed' | null;
  referenceNumber: string | null;
  createdAt: string;
  expiresAt: string | null;
};

export type AdminReservationList = Page<AdminReservation> & {
  counts: { total: number; active: number; pending: number; blocked: number; expired: number; converted: number; cancelled: number };
};

export class AdminReservationListQueryDto {
  @IsOptional()
  @IsIn(ADMIN_RESERVATION_FILTERS, { message: 'Filtro no válido' })
  filter?: AdminReservationFilter;
}

export class ConfirmDepositDto {
  @IsUUID('4', { message: 'Reservación no válida' })
  reservationId!: string;

  @IsOptional()
  @IsString({ message: 'Confirmación no válida' })
  paymentConfirmation?: string;
}

export class ReservationRemindersDto {
  @IsUUID('4', { each: true, message: 'Reservación no válida' })
  @ArrayMaxSize(200, { message: 'Máximo 200 reservaciones a la vez' })
  @ArrayMinSize(1, { message: 'Selecciona al menos una reservación' })
  @IsArray({ message: 'Selecciona al menos una reservación' })
  reservationIds!: string[];
}

// Spec investor-portal §8 and §4.
export const RESERVATION_MESSAGES = {
  alreadyBlocked: (code: string) => `La unidad ${code} ya está bloqueada. Revisa tu email para las instrucciones de pago.`,
  notAvailable: (code: string) => `La unidad ${code} no está disponible. Por favor selecciona otra unidad.`,
  blockFailed: 'No se pudo bloquear la unidad. Intenta de nuevo.',
  blockFallback: 'Error al bloquear la unidad',
  paymentFailed: 'Error procesando el pago. Por favor intenta de nuevo.',
  tooManyBlocks: (max: number) => `Ya tienes ${max} unidades apartadas sin pagar. Paga o libera una antes de apartar otra.`,
  unitBlocked: 'Unidad bloqueada',
  paymentSucceeded: '¡Pago exitoso!',
  depositConfirmed: 'Pago confirmado',
  quotationSent: 'Correo enviado',
} as const;

export const MY_RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  active: 'Activa',
  pending: 'Pendiente de Pago',
  blocked: 'Pendiente de Pago',
  expired: 'Expirada',
  converted: 'Vendida',
  cancelled: 'Cancelada',
};
