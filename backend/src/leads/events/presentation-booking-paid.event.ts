import { DurableEvent } from '../../platform/outbox';
/** The guarantee deposit of a booking was confirmed by the payment provider. */
@DurableEvent('leads.presentation-booking-paid')
export class PresentationBookingPaidEvent {
  constructor(readonly bookingId: string) {}
}
