import { Injectable } from '@nestjs/common';
import type { PaymentProviderName } from '@cdm/contracts';
import { EntityManager, FindOptionsWhere } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';
import { PaymentEntity } from './payment.entity';

/** The fields of a payment that follow what the provider reports. */
export type PaymentState = Pick<
  PaymentEntity,
  'status' | 'lastError' | 'succeededAt' | 'refundStatus' | 'providerRefundId' | 'refundedAt'
>;

/** The SQL of the payments module: the payment rows, the provider events already applied, and reconciliation's reads. */
@Injectable()
export class PaymentRepository extends TransactionalRepository {
  /** One payment row locked for the rest of the transaction. */
  lock(where: FindOptionsWhere<PaymentEntity>, manager: EntityManager): Promise<PaymentEntity | null> {
    return manager.getRepository(PaymentEntity).findOne({ where, lock: { mode: 'pessimistic_write' } });
  }

  /** The record's one payment row, written unless it already exists. */
  async insertIfMissing(
    payment: { purpose: string; subjectId: string; provider: PaymentProviderName; amountCentavos: number; now: Date },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO payments (purpose, subject_id, provider, amount_centavos, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (purpose, subject_id) DO NOTHING`,
      [payment.purpose, payment.subjectId, payment.provider, payment.amountCentavos, payment.now],
    );
  }

  async setIntent(paymentId: string, intentId: string, clientSecretHash: string, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE payments SET provider_intent_id = $2, client_secret_hash = $3, updated_at = $4 WHERE id = $1', [
      paymentId,
      intentId,
      clientSecretHash,
      now,
    ]);
  }

  async writeState(paymentId: string, state: PaymentState, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `UPDATE payments SET status = $2, last_error = $3, succeeded_at = $4, refund_status = $5,
         provider_refund_id = $6, refunded_at = $7, updated_at = $8
       WHERE id = $1`,
      [paymentId, state.status, state.lastError, state.succeededAt, state.refundStatus, state.providerRefundId, state.refundedAt, now],
    );
  }

  /** The refund is under way: pending, its attempt counted, any earlier provider refund forgotten. */
  async claimRefund(paymentId: string, attempt: number, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `UPDATE payments SET refund_status = 'pending', refund_attempts = $2, refund_requested_at = $3,
         provider_refund_id = NULL, updated_at = $3
       WHERE id = $1`,
      [paymentId, attempt, now],
    );
  }

  /**
   * Stores a provider event's id; false when it was stored before (a redelivery). The id rolls back
   * with the transaction that applies the event, so a failed attempt is applied on the provider's retry.
   */
  async markEventProcessed(event: { id: string; type: string }, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO processed_payment_events (event_id, event_type) VALUES ($1, $2)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type],
    )) as unknown[];
    return inserted.length > 0;
  }

  /** One reconciliation at a time across replicas, for the rest of the transaction; false when another run holds it. */
  async tryLockReconciliation(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = (await manager.query("SELECT pg_try_advisory_xact_lock(hashtext('payments:reconcile')) AS locked")) as Array<{
      locked: boolean;
    }>;
    return locked;
  }

  /**
   * Payments unsettled for `afterMinutes` (the webhook should have come) but younger than `windowDays`
   * (older ones are abandoned checkouts), and refunds pending for a minute, oldest first.
   */
  async dueForReconciliation(
    { now, afterMinutes, windowDays }: { now: Date; afterMinutes: number; windowDays: number },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ purpose: string; subject_id: string }>> {
    return (await manager.query(
      `SELECT purpose, subject_id FROM payments
       WHERE provider_intent_id IS NOT NULL
         AND ((status IN ('requires_payment', 'processing')
               AND created_at < $1::timestamptz - make_interval(mins => $2)
               AND created_at > $1::timestamptz - make_interval(days => $3))
              OR (refund_status = 'pending' AND refund_requested_at < $1::timestamptz - make_interval(mins => 1)))
       ORDER BY created_at LIMIT 500`,
      [now, afterMinutes, windowDays],
    )) as Array<{ purpose: string; subject_id: string }>;
  }
}
