import type { AuditContext } from '../../platform/audit';

/**
 * A partner's payment found on a bank statement (reconciliation applies a line): recorded once for
 * the line, with the line as its proof (its id, date and tracking key).
 */
export class RecordBankTransferPaymentCommand {
  constructor(
    readonly partnerId: string,
    readonly payment: { bankLineId: string; amountCentavos: number; paidOn: string; reference: string },
    readonly context: AuditContext,
  ) {}
}
