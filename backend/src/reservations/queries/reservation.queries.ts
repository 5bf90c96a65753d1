import type { AdminReservationFilter, PaymentPlanView, ReservationStatus } from '@cdm/contracts';

export class GetMyReservationsQuery {
  constructor(readonly investorId: string) {}
}

export class ListAdminReservationsQuery {
  constructor(
    readonly filter: AdminReservationFilter,
    readonly page: number,
    readonly pageSize: number,
  ) {}
}

export class GetAdminReservationQuery {
  constructor(readonly reservationId: string) {}
}

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

/** Every sale (converted reservation), for contexts that keep their own copy of them (partners). */
export class ListSalesQuery {}

export type SaleView = { reservationId: string; investorId: string; unitCode: string; plan: PaymentPlanView; convertedAt: Date };
