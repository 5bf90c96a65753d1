/** The guarantee deposit of a booking went back to the card that paid it. */
export class PresentationBookingRefundedEvent {
  constructor(readonly bookingId: string) {}
}
