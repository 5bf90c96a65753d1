import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SalesStats } from '@cdm/contracts';
import { productName } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetSalesStatsQuery } from './get-sales-stats.query';

@QueryHandler(GetSalesStatsQuery)
export class GetSalesStatsHandler implements IQueryHandler<GetSalesStatsQuery, SalesStats> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SalesStats> {
    const { totals, byType, byModule, byMonth } = await this.partners.salesFigures(this.clock.now());
    const sold = Number(totals.sold);
    const total = Number(totals.total);
    const reservations = Number(totals.reservations);
    const monthlyProjection = Number(totals.monthly_projection);
    return {
      totalRevenueCentavos: total,
      monthlyRevenueCentavos: Number(totals.month),
      averagePriceCentavos: sold === 0 ? 0 : Math.round(total / sold),
      conversionRate: reservations === 0 ? 0 : Math.round((sold / reservations) * 1000) / 10,
      monthlyProjectionCentavos: monthlyProjection,
      yearlyProjectionCentavos: monthlyProjection * 12,
      monthlyPaymentsCentavos: Number(totals.payments_month),
      byProductType: byType.map((row) => ({ type: row.type, name: productName(row.type), sold: row.sold, revenueCentavos: Number(row.revenue) })),
      byModule: byModule.map((row) => ({ module: row.module, sold: row.sold, revenueCentavos: Number(row.revenue) })),
      byMonth: byMonth.map((row) => ({ month: row.month, sold: row.sold, revenueCentavos: Number(row.revenue) })),
    };
  }
}
