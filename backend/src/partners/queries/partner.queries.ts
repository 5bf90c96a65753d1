import type { PartnerFilter } from '@cdm/contracts';

export class ListPartnersQuery {
  constructor(
    readonly filter: PartnerFilter,
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}

export class GetPartnerItemQuery {
  constructor(readonly partnerId: string) {}
}

export class GetPartnerDetailQuery {
  constructor(readonly partnerId: string) {}
}

export class GetSalesStatsQuery {}

/** The account statement as a PDF (staff download and the emailed copy share it). */
export class GetPartnerStatementPdfQuery {
  constructor(readonly partnerId: string) {}
}

export type PartnerStatementPdf = { filename: string; bytes: Uint8Array };

/** What other contexts (notifications) may read of a partner. */
export class GetPartnerQuery {
  constructor(readonly partnerId: string) {}
}

export type PartnerView = {
  id: string;
  name: string;
  email: string;
  productPurchased: string;
  monthlyPaymentCentavos: number;
  nextPaymentDate: string | null;
  nextPaymentAmountCentavos: number | null;
  remainingBalanceCentavos: number;
  isCurrentOnPayments: boolean;
  monthsOverdue: number;
  overdueAmountCentavos: number;
};
