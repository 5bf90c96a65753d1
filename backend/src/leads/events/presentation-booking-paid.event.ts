/** The guarantee deposit of a booking was confirmed by the payment provider. */
export class PresentationBookingPaidEvent {
  constructor(readonly bookingId: string) {}
}
