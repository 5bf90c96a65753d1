import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentGateway } from '../gateways/payment-gateway';
import { lockPayment, PaymentStateWriter } from '../payment-state';
import { toPaymentView } from '../queries/get-payment.handler';
import { SyncPaymentCommand, SyncPaymentResult } from './sync-payment.command';
import { Outbox } from '../../outbox';

export const refundIdempotencyKey = (paymentId: string, attempt: number) => `refund-${paymentId}-${attempt}`;

@CommandHandler(SyncPaymentCommand)
export class SyncPaymentHandler implements ICommandHandler<SyncPaymentCommand, SyncPaymentResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly state: PaymentStateWriter,
    private readonly outbox: Outbox,
  ) {}

  async execute({ purpose, subjectId }: SyncPaymentCommand): Promise<SyncPaymentResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const payment = await lockPayment(manager, { purpose, subjectId });
      if (!payment) return null;
      const report = await this.state.readProvider(payment);
      if (payment.refundStatus === 'pending' && !payment.providerRefundId && payment.providerIntentId) {
        // The refund was asked for but its request never reached the provider; the same key makes a retry safe.
        report.refund = await this.gateway.createRefund({
          intentId: payment.providerIntentId,
          idempotencyKey: refundIdempotencyKey(payment.id, payment.refundAttempts),
        });
      }
      const events = await this.state.apply(manager, payment, report);
      await this.outbox.add(manager, ...events);
      return { view: toPaymentView(payment), events };
    });
    if (!outcome) return null;
    return outcome.view;
  }
}
