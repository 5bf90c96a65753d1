import type { PaymentProviderName, PaymentStatus, RefundStatus } from '@cdm/contracts';

/** The provider's view of one payment intent, translated to our statuses. */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amountCentavos: number;
  /** The provider's message for the last failed attempt, when there was one. */
  lastError: string | null;
};

export type ProviderRefund = { id: string; intentId: string; status: RefundStatus };

/** A verified provider notification; only ids are kept: the objects are re-read from the provider. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** The intent the event concerns, if any (payment_intent.*, charge.*, refund.*). */
  intentId: string | null;
};

export type CreateIntentInput = {
  amountCentavos: number;
  /** Derived from our own record, so a retried create returns the same intent. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
};

export type CreateRefundInput = { intentId: string; idempotencyKey: string };

/**
 * The port every payment goes through (decisions.md #18). Two adapters:
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the simulated provider.
 */
export abstract class PaymentGateway {
  abstract readonly provider: PaymentProviderName;
  abstract readonly publishableKey: string | null;
  abstract createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  abstract retrieveIntent(intentId: string): Promise<ProviderIntent>;
  abstract createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  abstract retrieveRefund(refundId: string): Promise<ProviderRefund>;
  /** Verifies the signature over the raw body; throws InvalidWebhookSignatureError. */
  abstract verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}
