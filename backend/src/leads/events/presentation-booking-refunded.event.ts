import { DurableEvent } from '../../platform/outbox';
/** The guarantee deposit of a booking went back to the card that paid it. */
@DurableEvent('leads.presentation-booking-refunded')
export class PresentationBookingRefundedEvent {
  constructor(readonly bookingId: string) {}
}
