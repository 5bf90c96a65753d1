/** Staff: every investor who opened something in the data room, most recent first. */
export class ListDataRoomInvestorsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
