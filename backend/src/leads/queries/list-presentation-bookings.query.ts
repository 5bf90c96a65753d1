/** The staff's Presentaciones tab: one page, searched by name, email or phone, with every tab's count. */
export class ListPresentationBookingsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}
