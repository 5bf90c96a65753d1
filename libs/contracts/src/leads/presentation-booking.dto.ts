import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import type { Page } from '../admin/admin.contracts';
import type { PaymentStatus, RefundStatus } from '../payments/payments.contracts';
import { PRODUCTS_OF_INTEREST, type ProductOfInterest } from './information-request.options';
import { AttributionDto, AttributionField } from '../analytics/attribution.dto';

// public-site.md §2.4 and §3: the booking screen's ranges (millions MXN) and its five products.
export const BOOKING_INVESTMENT_RANGES = [
  { value: '1-5', label: '1 - 5 millones MXN' },
  { value: '5-10', label: '5 - 10 millones MXN' },
  { value: '10-20', label: '10 - 20 millones MXN' },
  { value: '20+', label: 'Más de 20 millones MXN' },
] as const;
export type BookingInvestmentRange = (typeof BOOKING_INVESTMENT_RANGES)[number]['value'];
export const bookingInvestmentRangeValues = BOOKING_INVESTMENT_RANGES.map((option) => option.value);

export const BOOKING_PRODUCTS = PRODUCTS_OF_INTEREST.slice(0, 5);
export const bookingProductValues = BOOKING_PRODUCTS.map((option) => option.value);

/** The spec's "simple pattern": text, @, text, dot, text. */
export const BOOKING_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// public-site.md §5 (booking) and §8; toasts are title + description.
export const BOOKING_MESSAGES = {
  stepOneRequired: { title: 'Información requerida', description: 'Por favor completa todos los campos obligatorios' },
  emailInvalid: { title: 'Email inválido', description: 'Por favor ingresa un email válido' },
  stepTwoRequired: {
    title: 'Información requerida',
    description: 'Por favor selecciona tu rango de inversión y al menos un producto de interés',
  },
  termsRequired: { title: 'Términos requeridos', description: 'Debes aceptar los términos y condiciones para continuar' },
  intentFailed: { title: 'Error', description: 'No se pudo procesar tu solicitud. Por favor intenta de nuevo.' },
  paymentFailed: { title: 'Error en el pago', fallback: 'Hubo un problema al procesar tu pago. Por favor intenta de nuevo.' },
  submissionFailed: { title: 'Error', description: 'Hubo un problema al enviar tu información. Por favor intenta de nuevo.' },
  success: { title: '¡Información enviada!', description: 'Ahora puedes agendar tu presentación en' },
  terms:
    'Acepto que Ciudad Deporte Motor ZMG use mis datos para personalizar mi presentación y para enviarme información del proyecto.',
  // Per-field messages of the API (400 validation_failed).
  name: 'Nombre completo es requerido',
  email: 'Por favor ingresa un email válido',
  phone: 'Teléfono válido es requerido',
  investmentRange: 'Selecciona tu rango de inversión',
  productsOfInterest: 'Selecciona al menos un producto de interés',
  acceptTerms: 'Debes aceptar los términos y condiciones para continuar',
  bookingId: 'Identificador de reserva no válido',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;

const m = BOOKING_MESSAGES;

/**
 * Every field of a booking (public-site.md §3 "Presentation request"). `bookingId` is the
 * product's addition: our browser generates it when the booking starts, so asking twice gives the
 * same booking and intent; a client written from the spec sends none and the server finds the
 * booking its intent opened (by email, see decisions.md #29).
 */
export class PresentationBookingFieldsDto {
  @IsOptional()
  @IsUUID('4', { message: m.bookingId })
  bookingId?: string;

  @MaxLength(120, { message: m.tooLong(120) })
  @MinLength(2, { message: m.name })
  @IsString({ message: m.name })
  name!: string;

  @MaxLength(254, { message: m.tooLong(254) })
  @Matches(BOOKING_EMAIL_PATTERN, { message: m.email })
  @IsString({ message: m.email })
  email!: string;

  @MaxLength(30, { message: m.tooLong(30) })
  @Matches(/^[0-9+()\-.\s]+$/, { message: m.phone })
  @MinLength(10, { message: m.phone })
  @IsString({ message: m.phone })
  phone!: string;

  @IsIn(bookingInvestmentRangeValues, { message: m.investmentRange })
  investmentRange!: BookingInvestmentRange;

  @IsIn(bookingProductValues, { each: true, message: m.productsOfInterest })
  @ArrayMaxSize(bookingProductValues.length, { message: m.productsOfInterest })
  @ArrayMinSize(1, { message: m.productsOfInterest })
  @IsArray({ message: m.productsOfInterest })
  productsOfInterest!: ProductOfInterest[];

  @IsOptional()
  @MaxLength(2000, { message: m.tooLong(2000) })
  @IsString({ message: 'Información adicional no válida' })
  additionalInfo?: string;

  @Equals(true, { message: m.acceptTerms })
  acceptTerms!: boolean;
}

/**
 * POST /api/create-schedule-payment-intent. The spec's body is `{ amount, email, name }`; our browser
 * also sends the booking's other fields and its id. The amount is the spec's field: the server
 * charges the live setting.
 */
export class CreateSchedulePaymentIntentDto {
  @IsOptional()
  @IsUUID('4', { message: m.bookingId })
  bookingId?: string;

  @MaxLength(120, { message: m.tooLong(120) })
  @MinLength(2, { message: m.name })
  @IsString({ message: m.name })
  name!: string;

  @MaxLength(254, { message: m.tooLong(254) })
  @Matches(BOOKING_EMAIL_PATTERN, { message: m.email })
  @IsString({ message: m.email })
  email!: string;

  @IsOptional()
  @MaxLength(30, { message: m.tooLong(30) })
  @Matches(/^[0-9+()\-.\s]+$/, { message: m.phone })
  @MinLength(10, { message: m.phone })
  @IsString({ message: m.phone })
  phone?: string;

  @IsOptional()
  @IsIn(bookingInvestmentRangeValues, { message: m.investmentRange })
  investmentRange?: BookingInvestmentRange;

  @IsOptional()
  @IsIn(bookingProductValues, { each: true, message: m.productsOfInterest })
  @ArrayMaxSize(bookingProductValues.length, { message: m.productsOfInterest })
  @ArrayMinSize(1, { message: m.productsOfInterest })
  @IsArray({ message: m.productsOfInterest })
  productsOfInterest?: ProductOfInterest[];

  @IsOptional()
  @MaxLength(2000, { message: m.tooLong(2000) })
  @IsString({ message: 'Información adicional no válida' })
  additionalInfo?: string;

  @IsOptional()
  @Equals(true, { message: m.acceptTerms })
  acceptTerms?: boolean;

  @IsOptional()
  @IsNumber({}, { message: 'Monto no válido' })
  amount?: number;

  /** How the visitor arrived (first and last touch, kept by the browser); stored as given. */
  @AttributionField()
  attribution?: AttributionDto;
}

export type CreateSchedulePaymentIntentResponse = {
  bookingId: string;
  clientSecret: string;
  amountCentavos: number;
};

/** POST /api/schedule-presentation: after the card step; the server re-checks the payment with the provider. */
export class SchedulePresentationDto extends PresentationBookingFieldsDto {}

export const BOOKING_STATUSES = ['pending_payment', 'paid', 'refunded', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** `ok` is true once the deposit is paid (the only thing the spec's screen reads). */
export type SchedulePresentationResponse = { ok: boolean; status: BookingStatus; schedulingUrl: string };

/** GET /api/presentation-bookings/:id/status — the return page of a redirected payment. */
export type PresentationBookingStatusResponse = { bookingId: string; status: BookingStatus; paymentStatus: PaymentStatus | null };

export type PresentationBookingAdminItem = {
  id: string;
  name: string;
  email: string;
  phone: string;
  investmentRange: BookingInvestmentRange;
  productsOfInterest: string[];
  additionalInfo: string;
  status: BookingStatus;
  amountCentavos: number;
  createdAt: string;
  paidAt: string | null;
  refundStatus: RefundStatus | null;
  refundedAt: string | null;
};

export type PresentationBookingList = Page<PresentationBookingAdminItem> & {
  counts: { total: number; pendingPayment: number; paid: number; refunded: number; cancelled: number };
};
