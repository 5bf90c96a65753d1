import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentGateway } from '../gateways/payment-gateway';
import { PaymentStateWriter } from '../payment-state';
import { PaymentRepository } from '../persistence/payment.repository';
import { toPaymentView } from '../queries/get-payment.handler';
import { SyncPaymentCommand, SyncPaymentResult } from './sync-payment.command';

export const refundIdempotencyKey = (paymentId: string, attempt: number) => `refund-${paymentId}-${attempt}`;

@CommandHandler(SyncPaymentCommand)
export class SyncPaymentHandler implements ICommandHandler<SyncPaymentCommand, SyncPaymentResult> {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly state: PaymentStateWriter,
  ) {}

  async execute({ purpose, subjectId }: SyncPaymentCommand): Promise<SyncPaymentResult> {
    const payment = await this.payments.transaction((manager) =>
      this.state.update(manager, { purpose, subjectId }, async (locked) => {
        const report = await this.state.readProvider(locked);
        if (locked.refundStatus === 'pending' && !locked.providerRefundId && locked.providerIntentId) {
          // The refund was asked for but its request never reached the provider; the same key makes a retry safe.
          report.refund = await this.gateway.createRefund({
            intentId: locked.providerIntentId,
            idempotencyKey: refundIdempotencyKey(locked.id, locked.refundAttempts),
          });
        }
        return report;
      }),
    );
    return payment ? toPaymentView(payment) : null;
  }
}
