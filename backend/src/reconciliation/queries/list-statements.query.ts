export class ListStatementsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
