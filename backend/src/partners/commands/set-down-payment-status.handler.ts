import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { PartnerItem } from '@cdm/contracts';
import { mexicoCityIsoDate } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { PartnerChange } from '../partner-change';
import { PARTNER_MESSAGES as m } from '../partners.messages';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetPartnerItemQuery } from '../queries/get-partner-item.query';
import { SetDownPaymentStatusCommand } from './set-down-payment-status.command';

@CommandHandler(SetDownPaymentStatusCommand)
export class SetDownPaymentStatusHandler implements ICommandHandler<SetDownPaymentStatusCommand, PartnerItem> {
  constructor(
    private readonly changes: PartnerChange,
    private readonly partners: PartnerRepository,
    private readonly ledger: MoneyLedger,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partnerId, paid, context }: SetDownPaymentStatusCommand): Promise<PartnerItem> {
    await this.changes.apply(partnerId, context, async (manager, partner, now) => {
      const target = { kind: 'partner' as const, id: partner.id };
      const booked = await this.partners.downPaymentSource(partner.id, manager);
      // Marked paid: staff's word is a receipt of the down payment in the record; unmarked: that receipt is reversed.
      let sourceId = booked;
      if (paid && !booked && partner.downPaymentCentavos > 0) {
        sourceId = randomUUID();
        await this.ledger.receive(manager, target, { source: 'staff', sourceId, amountCentavos: partner.downPaymentCentavos, receivedOn: mexicoCityIsoDate(now), note: m.downPaymentNote }, context);
      }
      if (!paid && booked) {
        await this.ledger.reverseSource(manager, 'staff', booked, context, m.downPaymentUnmarked);
        sourceId = null;
      }
      await this.partners.setDownPayment(partner.id, paid, sourceId, now, manager);
      return {
        changed: { ...partner, downPaymentPaid: paid, downPaymentDate: paid ? now : null },
        audit: () => ({ action: 'partner.down_payment_status', before: { downPaymentPaid: partner.downPaymentPaid }, after: { downPaymentPaid: paid } }),
      };
    });
    return this.queries.execute(new GetPartnerItemQuery(partnerId));
  }
}
