import type { RecordPartnerPaymentDto } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';
import type { UploadedPaymentProof } from '../payment-proof';

/** A payment received, with its proof file when staff attach one; both are saved or neither. */
export class RecordPartnerPaymentCommand {
  constructor(
    readonly partnerId: string,
    readonly payment: RecordPartnerPaymentDto,
    readonly context: AuditContext,
    readonly proof: UploadedPaymentProof | null = null,
  ) {}
}
