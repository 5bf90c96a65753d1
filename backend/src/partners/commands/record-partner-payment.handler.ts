import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { PartnerDetail } from '@cdm/contracts';
import { MoneyLedger } from '../../payments';
import { PartnerChange, paymentRecorded } from '../partner-change';
import { judgePaymentProof } from '../payment-proof';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetPartnerDetailQuery } from '../queries/get-partner-detail.query';
import { RecordPartnerPaymentCommand } from './record-partner-payment.command';

@CommandHandler(RecordPartnerPaymentCommand)
export class RecordPartnerPaymentHandler implements ICommandHandler<RecordPartnerPaymentCommand, PartnerDetail> {
  constructor(
    private readonly changes: PartnerChange,
    private readonly partners: PartnerRepository,
    private readonly ledger: MoneyLedger,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partnerId, payment, context, proof }: RecordPartnerPaymentCommand): Promise<PartnerDetail> {
    // Judged before anything is written: a refused file leaves no payment behind.
    const judgedProof = proof ? judgePaymentProof(proof) : null;
    await this.changes.apply(partnerId, context, async (manager, partner) => {
      const id = await this.partners.recordPayment(partner.id, payment, context.actor.name, manager);
      if (judgedProof) await this.partners.attachProof(id, judgedProof, manager);
      // The money itself, in the record of money received: applied to what the plan still owes, the rest to return.
      await this.ledger.receive(
        manager,
        { kind: 'partner', id: partner.id },
        { source: 'manual', sourceId: id, amountCentavos: payment.amountCentavos, receivedOn: payment.paidOn, note: [payment.method, payment.reference?.trim()].filter(Boolean).join(' · ') },
        context,
      );
      // What identifies the file, never its name (a name may carry personal data).
      return paymentRecorded(partner, id, payment.amountCentavos, {
        proof: judgedProof ? { contentType: judgedProof.contentType, sizeBytes: judgedProof.sizeBytes, sha256: judgedProof.sha256 } : null,
      });
    });
    return this.queries.execute(new GetPartnerDetailQuery(partnerId));
  }
}
