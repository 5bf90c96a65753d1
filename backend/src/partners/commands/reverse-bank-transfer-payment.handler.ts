import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PartnerChange } from '../partner-change';
import { PartnerRepository } from '../persistence/partner.repository';
import { ReverseBankTransferPaymentCommand } from './reverse-bank-transfer-payment.command';

@CommandHandler(ReverseBankTransferPaymentCommand)
export class ReverseBankTransferPaymentHandler implements ICommandHandler<ReverseBankTransferPaymentCommand, void> {
  constructor(
    private readonly changes: PartnerChange,
    private readonly partners: PartnerRepository,
  ) {}

  async execute({ bankLineId, reason, context }: ReverseBankTransferPaymentCommand): Promise<void> {
    const made = await this.partners.bankLinePayment(bankLineId);
    // Never recorded, or reversed already: nothing to undo.
    if (!made) return;
    await this.changes.apply(made.partnerId, context, async (manager, partner) => {
      const payment = await this.partners.bankLinePayment(bankLineId, manager);
      if (!payment) return null;
      await this.partners.deletePayment(payment.id, manager);
      return {
        changed: partner,
        audit: (result) => ({
          action: 'partner.payment_reversed',
          before: { paymentId: payment.id, amountCentavos: payment.amountCentavos, remainingBalanceCentavos: partner.remainingBalanceCentavos },
          after: { bankLineId, reason, remainingBalanceCentavos: result.remainingBalanceCentavos, isCurrentOnPayments: result.isCurrentOnPayments },
        }),
      };
    });
  }
}
