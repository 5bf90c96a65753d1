/** Staff: the views and downloads of one document, of one investor, or of all, newest first. */
export class ListDataRoomAccessesQuery {
  constructor(
    readonly filter: { documentId?: string; investorId?: string },
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
