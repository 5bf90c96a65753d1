import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  MinLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { Page } from '../admin/admin.contracts';
import type { ContractStatus } from '../contracts/contracts.contracts';

const SHARE_MESSAGE = 'Debe estar entre 10% y 90% en pasos de 5%';
const AMOUNT_MESSAGE = 'Monto no válido';
const DAY_MESSAGE = 'El día de pago debe estar entre 1 y 31';
/** A date (YYYY-MM-DD) or, as a client written from the spec may send it, an ISO date-time. */
export const PLAN_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

type Decorate = (target: object, key: string | symbol) => void;
const all =
  (...decorators: PropertyDecorator[]): Decorate =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

// The rules of each plan field, written once for the nested plan and the spec's flat body.
const PLAN_FIELD_RULES = {
  unitCode: () => all(Matches(/^[A-F][1-5][PM]$/, { message: 'Código de unidad no válido' })),
  downPaymentPercent: () => all(Max(90, { message: SHARE_MESSAGE }), Min(10, { message: SHARE_MESSAGE }), IsInt({ message: SHARE_MESSAGE })),
  finalPaymentPercent: () => all(Max(90, { message: SHARE_MESSAGE }), Min(10, { message: SHARE_MESSAGE }), IsInt({ message: SHARE_MESSAGE })),
  termMonths: () => all(IsIn([12, 18, 24, 36, 48], { message: 'Elige un plazo de 12, 18, 24, 36 o 48 meses' })),
  paymentDay: () => all(Max(31, { message: DAY_MESSAGE }), Min(1, { message: DAY_MESSAGE }), IsInt({ message: DAY_MESSAGE })),
  downPaymentScheduledDate: () => all(Matches(PLAN_DATE_PATTERN, { message: 'Fecha del enganche no válida' }), IsString({ message: 'Fecha del enganche no válida' })),
};
const amount = () => all(IsOptional(), Max(1e12, { message: AMOUNT_MESSAGE }), Min(0, { message: AMOUNT_MESSAGE }), IsNumber({ allowNaN: false, allowInfinity: false }, { message: AMOUNT_MESSAGE }));
/** Required in the flat body only when no nested `paymentPlan` is sent; checked whenever present. */
const whenFlat = () => ValidateIf((object: { paymentPlan?: unknown }, value: unknown) => object.paymentPlan === undefined || value !== undefined);

/**
 * The figures a client written from the spec sends beside the choice (investor-portal.md §3 "Payment
 * plan", amounts in MXN pesos). All optional: the server computes every amount itself and refuses a
 * plan whose figures do not add up (beyond the rounding of a centavo per payment).
 */
export class SpecPlanFiguresDto {
  @IsOptional() @MaxLength(60, { message: 'Tipo de producto no válido' }) @IsString({ message: 'Tipo de producto no válido' })
  productType?: string;

  @amount() totalAmount?: number;

  @IsOptional() @Max(80, { message: SHARE_MESSAGE }) @Min(0, { message: SHARE_MESSAGE }) @IsInt({ message: SHARE_MESSAGE })
  monthlyPaymentPercent?: number;

  @amount() downPaymentAmount?: number;
  @amount() monthlyPaymentAmount?: number;
  @amount() finalPaymentAmount?: number;
  @amount() finalPaymentWithInterest?: number;
  @amount() totalInterest?: number;
  @amount() totalPayment?: number;
  @amount() reservationAmount?: number;

  @IsOptional() @IsBoolean({ message: 'Estado del enganche no válido' })
  downPaymentPaid?: boolean;

  @IsOptional() @Matches(PLAN_DATE_PATTERN, { message: 'Fecha de pago del enganche no válida' }) @IsString({ message: 'Fecha de pago del enganche no válida' })
  downPaymentDate?: string | null;
}

/**
 * What the investor chooses; the server computes every amount from it with libs/domain
 * (the browser shows the same figures from the same functions, but its amounts are not trusted).
 */
export class PaymentPlanChoiceDto extends SpecPlanFiguresDto {
  @PLAN_FIELD_RULES.unitCode()
  unitCode!: string;

  @PLAN_FIELD_RULES.downPaymentPercent()
  downPaymentPercent!: number;

  @PLAN_FIELD_RULES.finalPaymentPercent()
  finalPaymentPercent!: number;

  @PLAN_FIELD_RULES.termMonths()
  termMonths!: number;

  @PLAN_FIELD_RULES.paymentDay()
  paymentDay!: number;

  @PLAN_FIELD_RULES.downPaymentScheduledDate()
  downPaymentScheduledDate!: string;
}

/** The spec's amounts a client may send with a plan (pesos), as libs/domain compares them. */
export const SPEC_PLAN_AMOUNT_FIELDS = [
  'totalAmount',
  'downPaymentAmount',
  'monthlyPaymentAmount',
  'finalPaymentAmount',
  'finalPaymentWithInterest',
  'totalInterest',
  'totalPayment',
  'reservationAmount',
] as const;

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

  /** investor-portal.md §3: CDM-{timestamp in base 36}-{6 random characters}; `Date.now().toString(36)` is lower case. */
  @IsOptional()
  // The one canonical shape (REFERENCE_NUMBER_PATTERN of libs/domain), in any case: the server stores it upper case.
  @Matches(/^\s*CDM-[0-9A-Z]{8}-[0-9A-Z]{6}\s*$/i, { message: 'Referencia no válida: debe ser CDM-, 8 letras o dígitos, un guion y 6 más' })
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

/**
 * POST /api/unit-reservations — the card route: holds the unit while the deposit is paid. Our
 * browser nests the plan in `paymentPlan`; the spec's body is flat: `{ unitCode, unitId (0), plan fields }`.
 */
export class CreateUnitReservationDto extends SpecPlanFiguresDto {
  @PLAN_FIELD_RULES.unitCode()
  unitCode!: string;

  /** The spec's field (always 0 there); the unit code decides. */
  @IsOptional()
  @Max(1_000_000, { message: 'Unidad no válida' })
  @Min(0, { message: 'Unidad no válida' })
  @IsInt({ message: 'Unidad no válida' })
  unitId?: number;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'Plan de pagos no válido' })
  @toPlanChoice
  paymentPlan?: PaymentPlanChoiceDto;

  @whenFlat() @PLAN_FIELD_RULES.downPaymentPercent()
  downPaymentPercent?: number;

  @whenFlat() @PLAN_FIELD_RULES.finalPaymentPercent()
  finalPaymentPercent?: number;

  @whenFlat() @PLAN_FIELD_RULES.termMonths()
  termMonths?: number;

  @whenFlat() @PLAN_FIELD_RULES.paymentDay()
  paymentDay?: number;

  @whenFlat() @PLAN_FIELD_RULES.downPaymentScheduledDate()
  downPaymentScheduledDate?: string;
}

/** The plan of a unit-reservations body, nested (our browser) or flat (the spec). */
export function planOfReservationBody(body: CreateUnitReservationDto): PaymentPlanChoiceDto {
  if (body.paymentPlan) return body.paymentPlan;
  const { paymentPlan: _nested, unitId: _unitId, ...flat } = body;
  return Object.assign(new PaymentPlanChoiceDto(), flat);
}

/**
 * POST /api/units/reserve — the spec's `{ unitCode }`: sets the unit aside on the card route with the
 * unit dialog's default plan while the investor chooses; unit-reservations then keeps the same hold
 * with the plan chosen.
 */
export class ReserveUnitDto {
  @PLAN_FIELD_RULES.unitCode()
  unitCode!: string;
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
  /** Its most recent contract's status, ended ones included (null before one is generated). */
  contractStatus: ContractStatus | null;
};

/**
 * POST /api/send-quotation-email — always to the signed-in investor's own email. Our browser sends
 * `paymentPlan`; the spec sends `{ email, paymentDetails }`: the email is accepted and not used.
 */
export class SendQuotationEmailDto {
  @ValidateIf((object: SendQuotationEmailDto, value: unknown) => object.paymentDetails === undefined || value !== undefined)
  @ValidateNested()
  @IsObject({ message: 'Plan de pagos no válido' })
  @toPlanChoice
  paymentPlan?: PaymentPlanChoiceDto;

  @ValidateIf((object: SendQuotationEmailDto, value: unknown) => object.paymentPlan === undefined || value !== undefined)
  @ValidateNested()
  @IsObject({ message: 'Plan de pagos no válido' })
  @toPlanChoice
  paymentDetails?: PaymentPlanChoiceDto;

  @IsOptional()
  @MaxLength(254, { message: 'Email no válido' })
  @IsEmail({}, { message: 'Email no válido' })
  email?: string;
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
  /** The deposit's money in the record of money received: applied to it, waived by an admin, to return. */
  money: { receivedCentavos: number; waivedCentavos: number; toReturnCentavos: number; returnedCentavos: number };
  /** Its contract's status (null without one): a refund of a signed one rescinds it. */
  contractStatus: ContractStatus | null;
};

export type AdminReservationList = Page<AdminReservation> & {
  counts: { total: number; active: number; pending: number; blocked: number; expired: number; converted: number; cancelled: number };
};

export class AdminReservationListQueryDto {
  @IsOptional()
  @IsIn(ADMIN_RESERVATION_FILTERS, { message: 'Filtro no válido' })
  filter?: AdminReservationFilter;
}

/**
 * 'Confirmar Pago'. `amountCentavos`: what arrived (absent: all that is still owed); less than that
 * needs an admin and a `reason` (the rest is waived).
 */
export class ConfirmDepositDto {
  @IsUUID('4', { message: 'Reservación no válida' })
  reservationId!: string;

  @IsOptional()
  @IsString({ message: 'Confirmación no válida' })
  @MaxLength(200, { message: 'Máximo 200 caracteres' })
  paymentConfirmation?: string;

  @IsOptional()
  @Max(100_000_000_00, { message: 'Escribe un monto válido' })
  @Min(1, { message: 'Escribe un monto mayor a cero' })
  @IsInt({ message: 'Escribe un monto válido' })
  amountCentavos?: number;

  @IsOptional()
  @MaxLength(300, { message: 'Máximo 300 caracteres' })
  @IsString({ message: 'Escribe el motivo' })
  reason?: string;
}

/** A refund of a reservation whose contract someone signed rescinds it: an admin gives the reason. */
export class RefundReservationDto {
  @IsOptional()
  @MaxLength(300, { message: 'Máximo 300 caracteres' })
  @Matches(/\S[\s\S]*\S/, { message: 'Escribe el motivo de la rescisión (al menos 5 caracteres)' })
  @MinLength(5, { message: 'Escribe el motivo de la rescisión (al menos 5 caracteres)' })
  @IsString({ message: 'Escribe el motivo de la rescisión (al menos 5 caracteres)' })
  rescissionReason?: string;
}

/** 'Convertir'. Without a signed contract (while the setting asks for one) an admin states why. */
export class ConvertReservationDto {
  @IsOptional()
  @MaxLength(500, { message: 'Máximo 500 caracteres' })
  @Matches(/\S[\s\S]*\S/, { message: 'Escribe el motivo para convertir sin contrato firmado (al menos 5 caracteres)' })
  @MinLength(5, { message: 'Escribe el motivo para convertir sin contrato firmado (al menos 5 caracteres)' })
  @IsString({ message: 'Escribe el motivo para convertir sin contrato firmado (al menos 5 caracteres)' })
  overrideReason?: string;
}

export class ReservationRemindersDto {
  @IsUUID('4', { each: true, message: 'Reservación no válida' })
  @ArrayMaxSize(200, { message: 'Máximo 200 reservaciones a la vez' })
  @ArrayMinSize(1, { message: 'Selecciona al menos una reservación' })
  @IsArray({ message: 'Selecciona al menos una reservación' })
  reservationIds!: string[];
}

// investor-portal.md §8 and §4.
export const RESERVATION_MESSAGES = {
  alreadyBlocked: (code: string) => `La unidad ${code} ya está bloqueada. Revisa tu email para las instrucciones de pago.`,
  notAvailable: (code: string) => `La unidad ${code} no está disponible. Por favor selecciona otra unidad.`,
  blockFailed: 'No se pudo bloquear la unidad. Intenta de nuevo.',
  blockFallback: 'Error al bloquear la unidad',
  paymentFailed: 'Error procesando el pago. Por favor intenta de nuevo.',
  tooManyBlocks: (max: number) => `Ya tienes ${max} unidades apartadas sin pagar. Paga o libera una antes de apartar otra.`,
  emailNotVerified:
    'Para apartar unidades primero confirma tu correo: entra con el enlace que te enviamos por email o solicita uno nuevo en "¿Olvidaste tu contraseña?".',
  tooManyHoldsFromNetwork: 'Hay demasiadas unidades apartadas sin pagar desde tu conexión. Paga o libera alguna antes de apartar otra.',
  holdsCapReached: 'En este momento hay demasiadas unidades apartadas sin pagar. Inténtalo más tarde o contacta a tu asesor.',
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
