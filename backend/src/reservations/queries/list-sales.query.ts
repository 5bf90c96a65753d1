import type { PaymentPlanView } from '@cdm/contracts';

/**
 * A page of the sales (converted reservations) in id order, for contexts that keep their own copy of
 * them (partners): pass the last id of a page as `after` to read the next; a short page is the last.
 */
export class ListSalesQuery {
  constructor(
    readonly after: string | null,
    readonly limit: number,
  ) {}
}

export type SaleView = { reservationId: string; investorId: string; unitCode: string; plan: PaymentPlanView; convertedAt: Date };
