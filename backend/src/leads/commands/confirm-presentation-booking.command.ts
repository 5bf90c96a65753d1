import type { BookingStatus, PaymentStatus } from '@cdm/contracts';

/**
 * After the card step (POST /api/schedule-presentation) or on the return page: re-checks the
 * deposit with the provider and answers the booking's real state. The browser's word that
 * it paid changes nothing by itself.
 */
export class ConfirmPresentationBookingCommand {
  constructor(readonly bookingId: string) {}
}

export type ConfirmPresentationBookingResult = { status: BookingStatus; paymentStatus: PaymentStatus | null };
