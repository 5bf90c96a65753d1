import type { PresentationBookingAdminItem } from '@cdm/contracts';
import type { PresentationBookingEntity } from '../persistence/presentation-booking.entity';

export function toBookingAdminItem(row: PresentationBookingEntity): PresentationBookingAdminItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    investmentRange: row.investmentRange,
    productsOfInterest: row.productsOfInterest,
    additionalInfo: row.additionalInfo,
    status: row.status,
    amountCentavos: row.amountCentavos,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundStatus: row.refundStatus,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
