/** Every unit with its live status (GET /api/units). */
export class ListUnitsQuery {}

/** Product types; only active ones unless staff ask for all. */
export class ListProductTypesQuery {
  constructor(readonly includeInactive: boolean) {}
}

export class GetInventoryStatsQuery {}

/** The unit and the price its plan starts from, for the reservations context. */
export class GetUnitForPlanQuery {
  constructor(readonly unitCode: string) {}
}

export type UnitForPlan = { unitCode: string; productType: string; productTypeName: string; priceCentavos: number; areaM2: number };
