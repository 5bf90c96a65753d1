import type { BookingStatus } from '@cdm/contracts';
import type { PaymentView } from '../../payments';

/**
 * Brings a booking in line with its deposit as the payments module reports it: paid when the
 * payment succeeded, cancelled when it was canceled, refunded when the refund went through.
 * Forward only, and safe to repeat (listeners, the sweep and the confirmation call all use it).
 */
export class RecordBookingPaymentCommand {
  constructor(
    readonly bookingId: string,
    readonly payment: PaymentView,
  ) {}
}

export type RecordBookingPaymentResult = { status: BookingStatus } | null;
