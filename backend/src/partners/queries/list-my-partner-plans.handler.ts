import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyPartnerPlan } from '@cdm/contracts';
import { PartnerRepository } from '../persistence/partner.repository';
import { scheduleOf } from '../standing';
import { ListMyPartnerPlansQuery } from './list-my-partner-plans.query';

@QueryHandler(ListMyPartnerPlansQuery)
export class ListMyPartnerPlansHandler implements IQueryHandler<ListMyPartnerPlansQuery, MyPartnerPlan[]> {
  constructor(private readonly partners: PartnerRepository) {}

  async execute({ investorId }: ListMyPartnerPlansQuery): Promise<MyPartnerPlan[]> {
    const partners = await this.partners.listOfInvestor(investorId);
    return partners.map((partner) => ({
      reservationId: partner.reservationId,
      unitCode: partner.unitCode,
      productPurchased: partner.productPurchased,
      reference: partner.reference,
      monthlyPaymentCentavos: partner.monthlyPaymentCentavos,
      nextPaymentDate: partner.nextPaymentDate,
      nextPaymentAmountCentavos: scheduleOf(partner).find((entry) => entry.dueDate === partner.nextPaymentDate)?.amountCentavos ?? null,
      remainingBalanceCentavos: partner.remainingBalanceCentavos,
      isCurrentOnPayments: partner.isCurrentOnPayments,
    }));
  }
}
