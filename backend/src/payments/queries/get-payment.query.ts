import type { PaymentStatus, RefundStatus } from '@cdm/contracts';

export type PaymentView = {
  id: string;
  status: PaymentStatus;
  amountCentavos: number;
  succeededAt: Date | null;
  refundStatus: RefundStatus | null;
  refundedAt: Date | null;
};

/** The payment of one record (purpose + subject), or null when none was opened. */
export class GetPaymentQuery {
  constructor(
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}
