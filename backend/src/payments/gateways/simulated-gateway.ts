import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { updateReturning } from '../../platform/database/update-returning';
import {
  CreateIntentInput,
  CreateRefundInput,
  PaymentGateway,
  ProviderEvent,
  ProviderIntent,
  ProviderRefund,
} from './payment-gateway';
import { verifySignedEvent } from './webhook-signature';

type IntentRow = { id: string; client_secret: string; status: PaymentStatus; amount_centavos: string; last_error: string | null };
type RefundRow = { id: string; intent_id: string; status: ProviderRefund['status'] };

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amountCentavos: Number(row.amount_centavos),
  lastError: row.last_error,
});

const toRefund = (row: RefundRow): ProviderRefund => ({ id: row.id, intentId: row.intent_id, status: row.status });

const token = () => randomBytes(12).toString('hex');

/** The simulated provider signs its webhooks like Stripe, with a secret derived from the session secret. */
export function simulatedWebhookSecret(sessionSecret: string): string {
  return `whsec_${createHmac('sha256', sessionSecret).update('simulated-payment-webhooks').digest('hex')}`;
}

/**
 * Stands in for the card provider when no Stripe key is configured: its intents live in
 * its own tables, cards are "charged" by the test card form (ConfirmSimulatedCardCommand),
 * and the outcome reaches the rest of the system by the same path as a webhook.
 */
export class SimulatedGateway extends PaymentGateway {
  readonly provider = 'simulated' as const;
  readonly publishableKey = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly webhookSecret: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  async createIntent({ amountCentavos, idempotencyKey }: CreateIntentInput): Promise<ProviderIntent> {
    const id = `pi_sim_${token()}`;
    await this.dataSource.query(
      `INSERT INTO simulated_payment_intents (id, idempotency_key, client_secret, amount_centavos, status)
       VALUES ($1, $2, $3, $4, 'requires_payment') ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, idempotencyKey, `${id}_secret_${token()}`, amountCentavos],
    );
    const [row] = (await this.dataSource.query('SELECT * FROM simulated_payment_intents WHERE idempotency_key = $1', [
      idempotencyKey,
    ])) as IntentRow[];
    return toIntent(row);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    const [row] = (await this.dataSource.query('SELECT * FROM simulated_payment_intents WHERE id = $1', [intentId])) as IntentRow[];
    if (!row) throw new Error(`Simulated intent ${intentId} does not exist`);
    return toIntent(row);
  }

  /** The card form's outcome, as the provider would record it after charging the card. */
  async settleIntent(intentId: string, outcome: { status: 'succeeded' } | { status: 'failed'; error: string }): Promise<ProviderIntent> {
    const rows = await updateReturning<IntentRow>(
      this.dataSource.manager,
      `UPDATE simulated_payment_intents SET status = $2, last_error = $3
       WHERE id = $1 AND status NOT IN ('succeeded', 'canceled') RETURNING *`,
      [intentId, outcome.status, outcome.status === 'failed' ? outcome.error : null],
    );
    return rows[0] ? toIntent(rows[0]) : this.retrieveIntent(intentId);
  }

  async findIntentByClientSecret(clientSecret: string): Promise<ProviderIntent | null> {
    const [row] = (await this.dataSource.query('SELECT * FROM simulated_payment_intents WHERE client_secret = $1', [
      clientSecret,
    ])) as IntentRow[];
    return row ? toIntent(row) : null;
  }

  async createRefund({ intentId, idempotencyKey }: CreateRefundInput): Promise<ProviderRefund> {
    await this.dataSource.query(
      `INSERT INTO simulated_payment_refunds (id, idempotency_key, intent_id, status)
       VALUES ($1, $2, $3, 'succeeded') ON CONFLICT (idempotency_key) DO NOTHING`,
      [`re_sim_${token()}`, idempotencyKey, intentId],
    );
    const [row] = (await this.dataSource.query('SELECT * FROM simulated_payment_refunds WHERE idempotency_key = $1', [
      idempotencyKey,
    ])) as RefundRow[];
    return toRefund(row);
  }

  async retrieveRefund(refundId: string): Promise<ProviderRefund> {
    const [row] = (await this.dataSource.query('SELECT * FROM simulated_payment_refunds WHERE id = $1', [refundId])) as RefundRow[];
    if (!row) throw new Error(`Simulated refund ${refundId} does not exist`);
    return toRefund(row);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    return verifySignedEvent(rawBody, signatureHeader, this.webhookSecret, this.clock.now().getTime());
  }
}
