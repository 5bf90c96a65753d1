/** The unit and the price its plan starts from, for the reservations context. */
export class GetUnitForPlanQuery {
  constructor(readonly unitCode: string) {}
}

export type UnitForPlan = { unitCode: string; productType: string; productTypeName: string; priceCentavos: number; areaM2: number };
