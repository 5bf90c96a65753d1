import type { PaymentPlanView } from '@cdm/contracts';

/** Every sale (converted reservation), for contexts that keep their own copy of them (partners). */
export class ListSalesQuery {}

export type SaleView = { reservationId: string; investorId: string; unitCode: string; plan: PaymentPlanView; convertedAt: Date };
