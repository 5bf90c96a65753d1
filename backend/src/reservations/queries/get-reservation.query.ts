import type { PaymentPlanView, ReservationStatus } from '@cdm/contracts';

/** What other contexts (notifications) may read of a reservation. */
export class GetReservationQuery {
  constructor(readonly reservationId: string) {}
}

export type ReservationView = {
  id: string;
  investorId: string;
  unitCode: string;
  productType: string;
  status: ReservationStatus;
  plan: PaymentPlanView;
  reservationDepositCentavos: number;
  referenceNumber: string | null;
  expiresAt: Date | null;
  holdExpiresAt: Date | null;
  depositPaidAt: Date | null;
};
