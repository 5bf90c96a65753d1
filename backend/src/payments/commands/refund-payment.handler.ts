import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { PaymentGateway, ProviderRefund } from '../gateways/payment-gateway';
import { PaymentStateWriter } from '../payment-state';
import { PaymentNotFoundError, PaymentNotRefundableError } from '../payments.errors';
import { PaymentRepository } from '../persistence/payment.repository';
import { toPaymentView } from '../queries/get-payment.handler';
import { RefundPaymentCommand, RefundPaymentResult } from './refund-payment.command';
import { refundIdempotencyKey } from './sync-payment.handler';

@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand, RefundPaymentResult> {
  private readonly logger = new Logger(RefundPaymentHandler.name);

  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly state: PaymentStateWriter,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ purpose, subjectId, context }: RefundPaymentCommand): Promise<RefundPaymentResult> {
    // Step 1: claim the refund. Concurrent clicks queue on the row lock; only the first finds
    // no refund under way, so only one request reaches the provider.
    const claim = await this.payments.transaction(async (manager) => {
      const payment = await this.payments.lock({ purpose, subjectId }, manager);
      if (!payment) throw new PaymentNotFoundError();
      if (payment.refundStatus === 'pending' || payment.refundStatus === 'succeeded') return { payment, claimed: false };
      if (payment.status !== 'succeeded' || !payment.providerIntentId) throw new PaymentNotRefundableError();

      const now = this.clock.now();
      const attempt = payment.refundAttempts + 1;
      await this.payments.claimRefund(payment.id, attempt, now, manager);
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
    const payment = await this.payments.transaction((manager) => this.state.update(manager, { id: claim.payment.id }, async () => ({ refund }), context));
    if (!payment) throw new PaymentNotFoundError();
    return toPaymentView(payment);
  }
}
