/** A page of the money waiting to go back or to be re-assigned, newest first. */
export class ListMoneyToReturnQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
