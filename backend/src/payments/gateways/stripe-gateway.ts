import type { PaymentStatus, RefundStatus } from '@cdm/contracts';
import Stripe from 'stripe';
import { Clock } from '../../platform/clock/clock';
import { PaymentProviderUnavailableError } from '../payments.errors';
import {
  CreateIntentInput,
  CreateRefundInput,
  PaymentGateway,
  ProviderEvent,
  ProviderIntent,
  ProviderRefund,
} from './payment-gateway';
import { verifySignedEvent } from './webhook-signature';

export type StripeGatewayOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake server; production leaves it unset. */
  apiUrl?: string;
};

function intentStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      // requires_payment_method after a decline carries the error: that attempt failed.
      return intent.last_payment_error ? 'failed' : 'requires_payment';
  }
}

function refundStatus(refund: Stripe.Refund): RefundStatus {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intentStatus(intent),
    amountCentavos: intent.amount,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? '');
  return { id: refund.id, intentId, status: refundStatus(refund) };
}

/** A network or server failure of Stripe is "try again later"; its 4xx answers are real errors. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
      throw new PaymentProviderUnavailableError();
    }
    throw error;
  }
}

/** PaymentIntents in MXN centavos, card only, an idempotency key on every create. */
export class StripeGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(
    private readonly options: StripeGatewayOptions,
    private readonly clock: Clock,
  ) {
    super();
    this.publishableKey = options.publishableKey;
    const api = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? { host: api.hostname, port: api.port || undefined, protocol: api.protocol === 'http:' ? 'http' : 'https' }
        : {}),
    });
  }

  async createIntent({ amountCentavos, idempotencyKey, description, metadata }: CreateIntentInput): Promise<ProviderIntent> {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        { amount: amountCentavos, currency: 'mxn', allowed_payment_method_types: ['card'], description, metadata },
        { idempotencyKey },
      ),
    );
    return toIntent(intent);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return toIntent(await call(() => this.stripe.paymentIntents.retrieve(intentId)));
  }

  async createRefund({ intentId, idempotencyKey }: CreateRefundInput): Promise<ProviderRefund> {
    return toRefund(await call(() => this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey })));
  }

  async retrieveRefund(refundId: string): Promise<ProviderRefund> {
    return toRefund(await call(() => this.stripe.refunds.retrieve(refundId)));
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    return verifySignedEvent(rawBody, signatureHeader, this.options.webhookSecret, this.clock.now().getTime());
  }
}
