import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { mexicoCityToday, scheduleOf } from '../standing';
import { GetPartnerQuery, type PartnerView } from './get-partner.query';
import { toPartnerItem } from './partner-views';

@QueryHandler(GetPartnerQuery)
export class GetPartnerHandler implements IQueryHandler<GetPartnerQuery, PartnerView | null> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ partnerId }: GetPartnerQuery): Promise<PartnerView | null> {
    const partner = await this.partners.findById(partnerId);
    if (!partner) return null;
    const item = toPartnerItem(partner, mexicoCityToday(this.clock.now()));
    const upcoming = scheduleOf(partner).find((entry) => entry.dueDate === partner.nextPaymentDate) ?? null;
    return {
      id: item.id,
      name: item.name,
      email: item.email,
      reference: item.reference,
      productPurchased: item.productPurchased,
      monthlyPaymentCentavos: item.monthlyPaymentCentavos,
      nextPaymentDate: item.nextPaymentDate,
      nextPaymentAmountCentavos: upcoming?.amountCentavos ?? null,
      remainingBalanceCentavos: item.remainingBalanceCentavos,
      isCurrentOnPayments: item.isCurrentOnPayments,
      monthsOverdue: item.monthsOverdue,
      overdueAmountCentavos: item.overdueAmountCentavos,
    };
  }
}
