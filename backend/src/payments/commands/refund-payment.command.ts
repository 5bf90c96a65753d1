import type { AuditContext } from '../../platform/audit';
import type { PaymentView } from '../queries/get-payment.query';

/**
 * Refunds a record's paid deposit in full. Idempotent: while a refund is pending or done,
 * asking again returns its state; only a failed refund may be tried again.
 */
export class RefundPaymentCommand {
  constructor(
    readonly purpose: string,
    readonly subjectId: string,
    readonly context: AuditContext,
  ) {}
}

export type RefundPaymentResult = PaymentView;
