/** The staff's inventory figures: units by status, by module (with the sold revenue) and by product type. */
export class GetInventoryStatsQuery {}
