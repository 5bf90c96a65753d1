import type { PaymentView } from '../queries/get-payment.query';

/**
 * Asks the provider for the current state of one record's payment and applies it (the return
 * page, reconciliation). A refund left pending without a provider refund is sent again.
 */
export class SyncPaymentCommand {
  constructor(
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}

export type SyncPaymentResult = PaymentView | null;
