import { Injectable } from '@nestjs/common';
import { advancePayment, advanceRefund, mexicoCityIsoDate } from '@cdm/domain';
import { EntityManager, FindOptionsWhere } from 'typeorm';
import { AuditContext, AuditTrail, SYSTEM_CONTEXT } from '../platform/audit';
import { Clock } from '../platform/clock/clock';
import { Outbox } from '../platform/outbox';
import {
  PaymentCanceledEvent,
  PaymentEvent,
  PaymentFailedEvent,
  PaymentRefundedEvent,
  PaymentRefundFailedEvent,
  PaymentSucceededEvent,
} from './events/payment-events';
import { PaymentGateway, ProviderIntent, ProviderRefund } from './gateways/payment-gateway';
import { MoneyLedger } from './ledger/money-ledger';
import type { MoneyTarget } from './ledger/money-ledger.repository';
import { PaymentEntity } from './persistence/payment.entity';
import { PaymentRepository } from './persistence/payment.repository';

export type ProviderReport = { intent?: ProviderIntent; refund?: ProviderRefund };

/**
 * Writes what the provider says about a payment, forward only, with its audit entry and its events
 * in the outbox, in the caller's transaction.
 */
@Injectable()
export class PaymentStateWriter {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly ledger: MoneyLedger,
  ) {}

  /**
   * The one step of a sync, a refund's answer and a provider event: the payment locked, the report
   * about it applied, its events in the outbox. Null (nothing written) when no payment matches.
   */
  async update(
    manager: EntityManager,
    where: FindOptionsWhere<PaymentEntity>,
    reportOn: (payment: PaymentEntity) => Promise<ProviderReport>,
    context: AuditContext = SYSTEM_CONTEXT,
  ): Promise<PaymentEntity | null> {
    const payment = await this.payments.lock(where, manager);
    if (!payment) return null;
    const events = await this.apply(manager, payment, await reportOn(payment), context);
    await this.outbox.add(manager, ...events);
    return payment;
  }

  /** The provider's current view of the payment: never the payload of a notification. */
  async readProvider(payment: PaymentEntity): Promise<ProviderReport> {
    if (!payment.providerIntentId) return {};
    const intent = await this.gateway.retrieveIntent(payment.providerIntentId);
    const refund = payment.providerRefundId ? await this.gateway.retrieveRefund(payment.providerRefundId) : undefined;
    return { intent, refund };
  }

  private async apply(
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

    await this.payments.writeState(payment.id, next, now, manager);
    await this.recordMoney(manager, payment, next, now, context);
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

  /** The card's money in the record of money received: received when it succeeds, returned when its refund goes through. */
  private async recordMoney(manager: EntityManager, before: PaymentEntity, after: PaymentEntity, now: Date, context: AuditContext): Promise<void> {
    const target: MoneyTarget = { kind: before.purpose as MoneyTarget['kind'], id: before.subjectId };
    if (after.status === 'succeeded' && before.status !== 'succeeded') {
      await this.ledger.expect(manager, target, before.amountCentavos, PAYMENT_NOTES.card(null));
      await this.ledger.receive(
        manager,
        target,
        { source: 'card', sourceId: before.id, amountCentavos: before.amountCentavos, receivedOn: mexicoCityIsoDate(after.succeededAt ?? now), note: PAYMENT_NOTES.card(before.providerIntentId) },
        context,
      );
    }
    if (after.refundStatus === 'succeeded' && before.refundStatus !== 'succeeded') {
      await this.ledger.returnSource(manager, 'card', before.id, context, PAYMENT_NOTES.cardRefund);
    }
  }
}

const PAYMENT_NOTES = {
  card: (intentId: string | null) => (intentId ? `Pago con tarjeta (${intentId})` : 'Pago con tarjeta'),
  cardRefund: 'Reembolso con tarjeta',
};
