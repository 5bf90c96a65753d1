/** What other contexts (notifications) may read of a partner. */
export class GetPartnerQuery {
  constructor(readonly partnerId: string) {}
}

export type PartnerView = {
  id: string;
  name: string;
  email: string;
  /** The stable CDM-S-… reference the partner writes on transfers. */
  reference: string;
  productPurchased: string;
  monthlyPaymentCentavos: number;
  nextPaymentDate: string | null;
  nextPaymentAmountCentavos: number | null;
  remainingBalanceCentavos: number;
  isCurrentOnPayments: boolean;
  monthsOverdue: number;
  overdueAmountCentavos: number;
};
