import type { AuditContext } from '../../platform/audit';

/** A staff member opens the proof of a payment; each opening is recorded in the audit log. */
export class DownloadPartnerPaymentProofCommand {
  constructor(
    readonly partnerId: string,
    readonly paymentId: string,
    readonly context: AuditContext,
  ) {}
}

export type PartnerPaymentProofFile = { fileName: string; contentType: string; bytes: Buffer };
