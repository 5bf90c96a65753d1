import { Injectable } from '@nestjs/common';
import { advancePayment, advanceRefund } from '@cdm/domain';
import { EntityManager, FindOptionsWhere } from 'typeorm';
import { AuditContext, AuditTrail, SYSTEM_CONTEXT } from '../audit';
import { Clock } from '../clock/clock';
import {
  PaymentCanceledEvent,
  PaymentEvent,
  PaymentFailedEvent,
  PaymentRefundedEvent,
  PaymentRefundFailedEvent,
  PaymentSucceededEvent,
} from './events/payment-events';
import { PaymentGateway, ProviderIntent, ProviderRefund } from './gateways/payment-gateway';
import { PaymentEntity } from './persistence/payment.entity';

export type ProviderReport = { intent?: ProviderIntent; refund?: ProviderRefund };

/**
 * Writes what the provider says about a payment, forward only, with its audit entry, in the
 * caller's transaction (the payment row is locked by the caller). Returns the events, which the
 * caller writes to the outbox in that same transaction.
 */
@Injectable()
export class PaymentStateWriter {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** The provider's current view of the payment: never the payload of a notification. */
  async readProvider(payment: PaymentEntity): Promise<ProviderReport> {
    if (!payment.providerIntentId) return {};
    const intent = await this.gateway.retrieveIntent(payment.providerIntentId);
    const refund = payment.providerRefundId ? await this.gateway.retrieveRefund(payment.providerRefundId) : undefined;
    return { intent, refund };
  }

  async apply(
    manager: EntityManager,
    payment: PaymentEntity,
    report: ProviderReport,
    context: AuditContext = SYSTEM_CONTEXT,
  ): Promise<PaymentEvent[]> {
    const now = this.clock.now();
    const before = { status: payment.status, refundStatus: payment.refundStatus };
    const events: PaymentEvent[] = [];
    const next = { ...payment };

    if (report.intent) {
      next.status = advancePayment(payment.status, report.intent.status);
      if (next.status !== payment.status) {
        if (next.status === 'succeeded') {
          next.succeededAt = now;
          events.push(new PaymentSucceededEvent(payment.id, payment.purpose, payment.subjectId, payment.amountCentavos));
        } else if (next.status === 'failed') {
          events.push(new PaymentFailedEvent(payment.id, payment.purpose, payment.subjectId));
        } else if (next.status === 'canceled') {
          events.push(new PaymentCanceledEvent(payment.id, payment.purpose, payment.subjectId));
        }
      }
      if (next.status === 'failed' || next.status === 'requires_payment') next.lastError = report.intent.lastError;
    }

    if (report.refund) {
      next.providerRefundId = report.refund.id;
      next.refundStatus = advanceRefund(payment.refundStatus, report.refund.status);
      if (next.refundStatus !== payment.refundStatus) {
        if (next.refundStatus === 'succeeded') {
          next.refundedAt = now;
          events.push(new PaymentRefundedEvent(payment.id, payment.purpose, payment.subjectId, payment.amountCentavos));
        } else if (next.refundStatus === 'failed') {
          events.push(new PaymentRefundFailedEvent(payment.id, payment.purpose, payment.subjectId));
        }
      }
    }

    const changed =
      next.status !== payment.status ||
      next.refundStatus !== payment.refundStatus ||
      next.lastError !== payment.lastError ||
      next.providerRefundId !== payment.providerRefundId;
    if (!changed) return [];

    await manager.query(
      `UPDATE payments SET status = $2, last_error = $3, succeeded_at = $4, refund_status = $5,
         provider_refund_id = $6, refunded_at = $7, updated_at = $8
       WHERE id = $1`,
      [payment.id, next.status, next.lastError, next.succeededAt, next.refundStatus, next.providerRefundId, next.refundedAt, now],
    );
    if (next.status !== payment.status || next.refundStatus !== payment.refundStatus) {
      await this.audit.record(manager, context, {
        action: 'payment.updated',
        entityType: 'payment',
        entityId: payment.id,
        before,
        after: { status: next.status, refundStatus: next.refundStatus },
      });
    }
    Object.assign(payment, next);
    return events;
  }
}

/** Locks one payment row for the rest of the transaction. */
export function lockPayment(manager: EntityManager, where: FindOptionsWhere<PaymentEntity>) {
  return manager.getRepository(PaymentEntity).findOne({ where, lock: { mode: 'pessimistic_write' } });
}
