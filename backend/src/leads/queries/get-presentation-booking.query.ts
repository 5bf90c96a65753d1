import type { BookingStatus } from '@cdm/contracts';

export class GetPresentationBookingQuery {
  constructor(readonly bookingId: string) {}
}

/** What other contexts (notifications) may read of a booking. */
export type PresentationBookingView = {
  id: string;
  name: string;
  email: string;
  phone: string;
  investmentRange: string;
  productsOfInterest: string[];
  additionalInfo: string;
  amountCentavos: number;
  status: BookingStatus;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
};
