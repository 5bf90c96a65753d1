import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SalesStats } from '@cdm/contracts';
import { mexicoCityIsoDate, productName } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetSalesStatsQuery } from './get-sales-stats.query';

@QueryHandler(GetSalesStatsQuery)
export class GetSalesStatsHandler implements IQueryHandler<GetSalesStatsQuery, SalesStats> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
    private readonly ledger: MoneyLedger,
  ) {}

  async execute(): Promise<SalesStats> {
    const now = this.clock.now();
    // This Mexico City month's partner money, as the record of money received has it.
    const today = mexicoCityIsoDate(now);
    const [year, month] = today.split('-').map(Number);
    const monthStart = `${today.slice(0, 7)}-01`;
    const nextMonthStart = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const [{ totals, byType, byModule, byMonth }, paymentsThisMonth] = await Promise.all([
      this.partners.salesFigures(now),
      this.ledger.appliedReceivedBetween('partner', monthStart, nextMonthStart),
    ]);
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
      monthlyPaymentsCentavos: paymentsThisMonth,
      byProductType: byType.map((row) => ({ type: row.type, name: productName(row.type), sold: row.sold, revenueCentavos: Number(row.revenue) })),
      byModule: byModule.map((row) => ({ module: row.module, sold: row.sold, revenueCentavos: Number(row.revenue) })),
      byMonth: byMonth.map((row) => ({ month: row.month, sold: row.sold, revenueCentavos: Number(row.revenue) })),
    };
  }
}
