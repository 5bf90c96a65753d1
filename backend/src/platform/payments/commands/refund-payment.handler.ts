import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../audit';
import { Clock } from '../../clock/clock';
import { PaymentGateway, ProviderRefund } from '../gateways/payment-gateway';
import { lockPayment, PaymentStateWriter } from '../payment-state';
import { PaymentNotFoundError, PaymentNotRefundableError } from '../payments.errors';
import { toPaymentView } from '../queries/get-payment.handler';
import { RefundPaymentCommand, RefundPaymentResult } from './refund-payment.command';
import { refundIdempotencyKey } from './sync-payment.handler';
import { Outbox } from '../../outbox';

@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand, RefundPaymentResult> {
  private readonly logger = new Logger(RefundPaymentHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly state: PaymentStateWriter,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ purpose, subjectId, context }: RefundPaymentCommand): Promise<RefundPaymentResult> {
    // Step 1: claim the refund. Concurrent clicks queue on the row lock; only the first finds
    // no refund under way, so only one request reaches the provider.
    const claim = await this.dataSource.transaction(async (manager) => {
      const payment = await lockPayment(manager, { purpose, subjectId });
      if (!payment) throw new PaymentNotFoundError();
      if (payment.refundStatus === 'pending' || payment.refundStatus === 'succeeded') return { payment, claimed: false };
      if (payment.status !== 'succeeded' || !payment.providerIntentId) throw new PaymentNotRefundableError();

      const now = this.clock.now();
      const attempt = payment.refundAttempts + 1;
      await manager.query(
        `UPDATE payments SET refund_status = 'pending', refund_attempts = $2, refund_requested_at = $3,
           provider_refund_id = NULL, updated_at = $3
         WHERE id = $1`,
        [payment.id, attempt, now],
      );
      await this.audit.record(manager, context, {
        action: 'payment.refund_requested',
        entityType: 'payment',
        entityId: payment.id,
        before: { refundStatus: payment.refundStatus },
        after: { refundStatus: 'pending', attempt },
      });
      Object.assign(payment, { refundStatus: 'pending', refundAttempts: attempt, refundRequestedAt: now, providerRefundId: null });
      return { payment, claimed: true };
    });
    if (!claim.claimed) return toPaymentView(claim.payment);

    // Step 2: ask the provider. If it cannot be reached the refund stays pending and
    // reconciliation sends it again with the same idempotency key.
    let refund: ProviderRefund;
    try {
      refund = await this.gateway.createRefund({
        intentId: claim.payment.providerIntentId as string,
        idempotencyKey: refundIdempotencyKey(claim.payment.id, claim.payment.refundAttempts),
      });
    } catch (error) {
      this.logger.warn({ err: error, paymentId: claim.payment.id }, 'Refund request did not reach the provider; reconciliation retries it');
      return toPaymentView(claim.payment);
    }

    // Step 3: store what the provider answered.
    const outcome = await this.dataSource.transaction(async (manager) => {
      const payment = await lockPayment(manager, { id: claim.payment.id });
      if (!payment) throw new PaymentNotFoundError();
      const events = await this.state.apply(manager, payment, { refund }, context);
      await this.outbox.add(manager, ...events);
      return { view: toPaymentView(payment), events };
    });
    return outcome.view;
  }
}
