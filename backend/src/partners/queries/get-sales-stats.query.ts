export class GetSalesStatsQuery {}
