/** One booking as the staff list shows it (the answer of the staff's refund). */
export class GetPresentationBookingAdminItemQuery {
  constructor(readonly bookingId: string) {}
}
