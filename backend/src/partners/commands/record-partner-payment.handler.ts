import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerDetail } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { judgePaymentProof } from '../payment-proof';
import { PartnerNotFoundError } from '../partners.errors';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetPartnerDetailQuery } from '../queries/get-partner-detail.query';
import { PartnerStanding } from '../standing';
import { RecordPartnerPaymentCommand } from './record-partner-payment.command';

@CommandHandler(RecordPartnerPaymentCommand)
export class RecordPartnerPaymentHandler implements ICommandHandler<RecordPartnerPaymentCommand, PartnerDetail> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnerRepository,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partnerId, payment, context, proof }: RecordPartnerPaymentCommand): Promise<PartnerDetail> {
    // Judged before anything is written: a refused file leaves no payment behind.
    const judgedProof = proof ? judgePaymentProof(proof) : null;
    await this.dataSource.transaction(async (manager) => {
      const partner = await this.partners.lockById(manager, partnerId);
      if (!partner) throw new PartnerNotFoundError();
      const id = await this.partners.recordPayment(manager, partner.id, payment, context.actor.name);
      if (judgedProof) await this.partners.attachProof(manager, id, judgedProof);
      const result = await this.standingOf.recompute(manager, partner, this.clock.now());
      await this.audit.record(manager, context, {
        action: 'partner.payment_recorded',
        entityType: 'partner',
        entityId: partner.id,
        before: { remainingBalanceCentavos: partner.remainingBalanceCentavos, isCurrentOnPayments: partner.isCurrentOnPayments },
        after: {
          paymentId: id,
          amountCentavos: payment.amountCentavos,
          remainingBalanceCentavos: result.remainingBalanceCentavos,
          isCurrentOnPayments: result.isCurrentOnPayments,
          // What identifies the file, never its name (a name may carry personal data).
          proof: judgedProof ? { contentType: judgedProof.contentType, sizeBytes: judgedProof.sizeBytes, sha256: judgedProof.sha256 } : null,
        },
      });
    });
    return this.queries.execute(new GetPartnerDetailQuery(partnerId));
  }
}
