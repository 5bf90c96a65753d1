import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { PartnerItem } from '@cdm/contracts';
import { PartnerChange } from '../partner-change';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetPartnerItemQuery } from '../queries/get-partner-item.query';
import { SetDownPaymentStatusCommand } from './set-down-payment-status.command';

@CommandHandler(SetDownPaymentStatusCommand)
export class SetDownPaymentStatusHandler implements ICommandHandler<SetDownPaymentStatusCommand, PartnerItem> {
  constructor(private readonly changes: PartnerChange, private readonly partners: PartnerRepository, private readonly queries: QueryBus) {}

  async execute({ partnerId, paid, context }: SetDownPaymentStatusCommand): Promise<PartnerItem> {
    await this.changes.apply(partnerId, context, async (manager, partner, now) => {
      await this.partners.setDownPayment(partner.id, paid, now, manager);
      return {
        changed: { ...partner, downPaymentPaid: paid, downPaymentDate: paid ? now : null },
        audit: () => ({ action: 'partner.down_payment_status', before: { downPaymentPaid: partner.downPaymentPaid }, after: { downPaymentPaid: paid } }),
      };
    });
    return this.queries.execute(new GetPartnerItemQuery(partnerId));
  }
}
