export class ListPresentationBookingsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}

export class GetPresentationBookingAdminItemQuery {
  constructor(readonly bookingId: string) {}
}
