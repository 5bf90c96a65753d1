import type { PresentationBookingAdminItem } from '@cdm/contracts';
import type { PresentationBookingEntity } from '../persistence/presentation-booking.entity';

/** What the person told us with a booking (both the staff's item and other contexts' view start with it). */
export function bookingRequest(row: PresentationBookingEntity) {
  const { id, name, email, phone, investmentRange, productsOfInterest, additionalInfo } = row;
  return { id, name, email, phone, investmentRange, productsOfInterest, additionalInfo };
}

export function toBookingAdminItem(row: PresentationBookingEntity): PresentationBookingAdminItem {
  return {
    ...bookingRequest(row),
    status: row.status,
    amountCentavos: row.amountCentavos,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundStatus: row.refundStatus,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
