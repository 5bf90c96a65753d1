import Stripe from 'stripe';
import { InvalidWebhookSignatureError } from '../payments.errors';
import type { ProviderEvent } from './payment-gateway';

/** Stripe's signing scheme (t=…,v1=HMAC-SHA256); events older than this are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Only the signature helpers are used: no key, no network.
const signatureHelpers = new Stripe('sk_test_signature_helpers_only').webhooks;

type EventObject = { id?: unknown; object?: unknown; payment_intent?: unknown };

/** Verifies a signed body and keeps only the event id, its type and the intent it concerns. */
export function verifySignedEvent(rawBody: Buffer, header: string | undefined, secret: string, nowMs?: number): ProviderEvent {
  if (!header) throw new InvalidWebhookSignatureError();
  let event: Stripe.Event;
  try {
    event = signatureHelpers.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowMs);
  } catch {
    throw new InvalidWebhookSignatureError();
  }
  const object = (event.data?.object ?? {}) as EventObject;
  const intentId =
    object.object === 'payment_intent' && typeof object.id === 'string'
      ? object.id
      : typeof object.payment_intent === 'string'
        ? object.payment_intent
        : null;
  return { id: event.id, type: event.type, intentId };
}

/** Signs a body the way Stripe does; the simulated provider and the tests use it. */
export function signEvent(payload: string, secret: string, timestampSeconds?: number): string {
  return signatureHelpers.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}
