export class ListAuditEntriesQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly action?: string,
    readonly entityType?: string,
  ) {}
}
