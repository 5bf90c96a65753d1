import { CommandHandler, EventBus, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { productName } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { PartnerCreatedEvent } from '../events/partner-events';
import { PartnerEntity } from '../persistence/partner.entity';
import { PartnerRepository } from '../persistence/partner.repository';
import { PartnerStanding, planTotalCentavos } from '../standing';
import { CreatePartnerFromSaleCommand } from './create-partner-from-sale.command';

@CommandHandler(CreatePartnerFromSaleCommand)
export class CreatePartnerFromSaleHandler implements ICommandHandler<CreatePartnerFromSaleCommand, string | null> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly standingOf: PartnerStanding,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
    private readonly ledger: MoneyLedger,
  ) {}

  async execute({ reservationId, investorId, unitCode, plan, soldAt }: CreatePartnerFromSaleCommand): Promise<string | null> {
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    const now = this.clock.now();
    const created = await this.partners.transaction(async (manager) => {
      const id = await this.partners.createFromSale(
        {
          investorId,
          reservationId,
          name: investor?.name ?? '—',
          email: investor?.email ?? '',
          unitCode,
          productPurchased: `${productName(plan.productType)} · ${unitCode}`,
          plan,
          soldAt,
          now,
        },
        manager,
      );
      if (id === null) return null;
      const partner = await manager.getRepository(PartnerEntity).findOneByOrFail({ id });
      // What the plan owes, in the record of money received: every payment of theirs is applied against it.
      await this.ledger.expect(manager, { kind: 'partner', id: partner.id }, planTotalCentavos(partner), `Socio ${partner.reference} · Unidad ${partner.unitCode}`);
      await this.standingOf.recompute(manager, partner, now);
      await this.audit.record(manager, SYSTEM_CONTEXT, {
        action: 'partner.created',
        entityType: 'partner',
        entityId: partner.id,
        after: { reservationId, unitCode, totalAmountCentavos: plan.totalAmountCentavos },
      });
      return partner.id;
    });
    if (created) this.events.publish(new PartnerCreatedEvent(created));
    return created;
  }
}
