import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** Which adapter of the payments port is active (product-decisions.md "Configuration names": no Stripe key → simulated). */
export type PaymentProviderName = 'stripe' | 'simulated';

/** GET /api/payments/config: what the browser needs to take a card, never a secret. */
export type PaymentsConfigResponse = { provider: PaymentProviderName; publishableKey: string | null };

/** Our reading of a provider's intent, moved forward only. */
export const PAYMENT_STATUSES = ['requires_payment', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The simulated provider's two test cards (issue: any other number is refused by validation). */
export const SIMULATED_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const SIMULATED_CARD_MESSAGES = {
  cardNumber: 'Usa una tarjeta de prueba: 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada)',
  expiry: 'Fecha de vencimiento inválida (MM/AA)',
  cvc: 'CVC inválido',
  clientSecret: 'Pago no válido',
  declined: 'Tu tarjeta fue rechazada.',
} as const;

/** POST /api/payments/simulated/confirm — only when the simulated provider is active. */
export class ConfirmSimulatedCardDto {
  @MaxLength(200, { message: SIMULATED_CARD_MESSAGES.clientSecret })
  @MinLength(10, { message: SIMULATED_CARD_MESSAGES.clientSecret })
  @IsString({ message: SIMULATED_CARD_MESSAGES.clientSecret })
  clientSecret!: string;

  @Matches(/^(4242 ?4242 ?4242 ?4242|4000 ?0000 ?0000 ?0002)$/, { message: SIMULATED_CARD_MESSAGES.cardNumber })
  @IsString({ message: SIMULATED_CARD_MESSAGES.cardNumber })
  cardNumber!: string;

  @Matches(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, { message: SIMULATED_CARD_MESSAGES.expiry })
  @IsString({ message: SIMULATED_CARD_MESSAGES.expiry })
  expiry!: string;

  @Matches(/^\d{3,4}$/, { message: SIMULATED_CARD_MESSAGES.cvc })
  @IsString({ message: SIMULATED_CARD_MESSAGES.cvc })
  cvc!: string;
}

/** A declined card answers 400 with code `card_declined` and the provider's message. */
export type ConfirmSimulatedCardResponse = { status: PaymentStatus };
