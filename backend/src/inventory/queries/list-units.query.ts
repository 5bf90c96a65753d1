/** Every unit with its live status (GET /api/units). */
export class ListUnitsQuery {}
