import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PartnerChange } from '../partner-change';
import { PartnerRepository } from '../persistence/partner.repository';
import { RecomputePartnerStandingCommand } from './recompute-partner-standing.command';

@CommandHandler(RecomputePartnerStandingCommand)
export class RecomputePartnerStandingHandler implements ICommandHandler<RecomputePartnerStandingCommand, void> {
  constructor(
    private readonly changes: PartnerChange,
    private readonly partners: PartnerRepository,
  ) {}

  async execute({ partnerId, context }: RecomputePartnerStandingCommand): Promise<void> {
    // A partner removed meanwhile has nothing to recompute (the money stays in the record).
    if (!(await this.partners.findById(partnerId))) return;
    await this.changes.apply(partnerId, context, async (_manager, partner) => ({
      changed: partner,
      audit: (result) => ({
        action: 'partner.standing_recomputed',
        before: { remainingBalanceCentavos: partner.remainingBalanceCentavos, isCurrentOnPayments: partner.isCurrentOnPayments },
        after: { remainingBalanceCentavos: result.remainingBalanceCentavos, isCurrentOnPayments: result.isCurrentOnPayments, reason: 'money_changed' },
      }),
    }));
  }
}
