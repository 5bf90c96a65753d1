export class ListInformationRequestsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}
