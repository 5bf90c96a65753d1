import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { PaymentProofNotFoundError } from '../partners.errors';
import { PartnerRepository } from '../persistence/partner.repository';
import { DownloadPartnerPaymentProofCommand, type PartnerPaymentProofFile } from './download-partner-payment-proof.command';

@CommandHandler(DownloadPartnerPaymentProofCommand)
export class DownloadPartnerPaymentProofHandler implements ICommandHandler<DownloadPartnerPaymentProofCommand, PartnerPaymentProofFile> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ partnerId, paymentId, context }: DownloadPartnerPaymentProofCommand): Promise<PartnerPaymentProofFile> {
    return this.partners.transaction(async (manager) => {
      // The payment must be this partner's: another partner's payment id finds nothing.
      const proof = await this.partners.proofOf(partnerId, paymentId, manager);
      if (!proof) throw new PaymentProofNotFoundError();
      await this.audit.record(manager, context, { action: 'partner.payment_proof_opened', entityType: 'partner', entityId: partnerId, after: { paymentId } });
      return { fileName: proof.fileName, contentType: proof.contentType, bytes: proof.bytes };
    });
  }
}
