import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PartnerRepository } from '../persistence/partner.repository';
import { ListPartnerPaymentTargetsQuery, type PartnerPaymentTarget } from './list-partner-payment-targets.query';

@QueryHandler(ListPartnerPaymentTargetsQuery)
export class ListPartnerPaymentTargetsHandler implements IQueryHandler<ListPartnerPaymentTargetsQuery, PartnerPaymentTarget[]> {
  constructor(private readonly partners: PartnerRepository) {}

  async execute({ search, limit }: ListPartnerPaymentTargetsQuery): Promise<PartnerPaymentTarget[]> {
    const rows = await this.partners.paymentTargets(search, limit);
    return rows.map((partner) => ({
      partnerId: partner.id,
      reference: partner.reference,
      name: partner.name,
      // A monthly instalment or the final payment, each paid whole.
      expectedCentavos: [partner.monthlyPaymentCentavos, partner.finalPaymentCentavos].filter((amount) => amount > 0),
    }));
  }
}
