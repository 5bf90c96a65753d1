import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PartnerChange, paymentRecorded } from '../partner-change';
import { PartnerRepository } from '../persistence/partner.repository';
import { RecordBankTransferPaymentCommand } from './record-bank-transfer-payment.command';

@CommandHandler(RecordBankTransferPaymentCommand)
export class RecordBankTransferPaymentHandler implements ICommandHandler<RecordBankTransferPaymentCommand, void> {
  constructor(
    private readonly changes: PartnerChange,
    private readonly partners: PartnerRepository,
  ) {}

  async execute({ partnerId, payment, context }: RecordBankTransferPaymentCommand): Promise<void> {
    await this.changes.apply(partnerId, context, async (manager, partner) => {
      const id = await this.partners.recordBankLinePayment(partner.id, payment, context.actor.name, manager);
      if (!id) return null;
      return paymentRecorded(partner, id, payment.amountCentavos, { bankLineId: payment.bankLineId });
    });
  }
}
