import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerItem } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { PartnerNotFoundError } from '../partners.errors';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetPartnerItemQuery } from '../queries/get-partner-item.query';
import { PartnerStanding } from '../standing';
import { SetDownPaymentStatusCommand } from './set-down-payment-status.command';

@CommandHandler(SetDownPaymentStatusCommand)
export class SetDownPaymentStatusHandler implements ICommandHandler<SetDownPaymentStatusCommand, PartnerItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnerRepository,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partnerId, paid, context }: SetDownPaymentStatusCommand): Promise<PartnerItem> {
    await this.dataSource.transaction(async (manager) => {
      const partner = await this.partners.lockById(manager, partnerId);
      if (!partner) throw new PartnerNotFoundError();
      const now = this.clock.now();
      await this.partners.setDownPayment(manager, partner.id, paid, now);
      await this.standingOf.recompute(manager, { ...partner, downPaymentPaid: paid, downPaymentDate: paid ? now : null }, now);
      await this.audit.record(manager, context, {
        action: 'partner.down_payment_status',
        entityType: 'partner',
        entityId: partner.id,
        before: { downPaymentPaid: partner.downPaymentPaid },
        after: { downPaymentPaid: paid },
      });
    });
    return this.queries.execute(new GetPartnerItemQuery(partnerId));
  }
}
