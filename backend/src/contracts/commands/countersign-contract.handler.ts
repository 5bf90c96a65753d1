import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { canMoveContract, contractStatusAfter } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config';
import { Outbox } from '../../platform/outbox';
import { DocumentPool } from '../../platform/documents';
import { PdfSealer, SealCertificates, sealCertificateOf } from '../../platform/pdf';
import { ContractNotFoundError, ContractStateError } from '../contracts.errors';
import { CONTRACTS_MESSAGES as m } from '../contracts.messages';
import { ContractSealedEvent } from '../events/contract-events';
import { ContractRepository } from '../persistence/contract.repository';
import { CONTRACT_TASKS, sha256Hex } from './contract-generation';
import { CountersignContractCommand } from './countersign-contract.command';

@CommandHandler(CountersignContractCommand)
export class CountersignContractHandler implements ICommandHandler<CountersignContractCommand, void> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly sealer: PdfSealer,
    private readonly config: AppConfig,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly sealCertificates: SealCertificates,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ contractId, staff, ip, userAgent, context }: CountersignContractCommand): Promise<void> {
    await this.contracts.transaction(async (manager) => {
      const contract = await this.contracts.lockById(contractId, manager);
      if (!contract) throw new ContractNotFoundError();
      if (!canMoveContract(contract.status, 'countersign')) throw new ContractStateError(m.notAwaitingCountersign);
      const now = this.clock.now();
      const [document, signaturePng] = await Promise.all([
        this.contracts.documentPdf(contractId, manager),
        this.contracts.investorSignaturePng(contractId, manager),
      ]);
      if (!document) throw new ContractNotFoundError();
      // Sealing happens inside the transaction, on the document pool: if it fails or goes over its
      // bound, nothing is recorded and staff may try again.
      const sealed = Buffer.from(
        await this.documents.run(CONTRACT_TASKS, 'sealedContract', {
          document,
          certificate: this.sealer.certificate(),
          evidence: {
            documentSha256: contract.documentSha256,
            contractId,
            textVersion: contract.textVersion,
            sealedAt: now,
            developerName: this.config.contractDeveloperName,
            contact: this.config.contactEmail,
            signers: [
              {
                role: m.pdf.investorRole,
                name: contract.investorSignedName ?? contract.investorName,
                signedAt: contract.investorSignedAt ?? now,
                ip: contract.investorIp ?? '',
                userAgent: contract.investorUserAgent ?? '',
                method: m.pdf.investorMethod(contract.investorEmail),
                signaturePng,
              },
              {
                role: m.pdf.developerRole,
                name: `${this.config.contractRepresentative}, por ${this.config.contractDeveloperName}`,
                signedAt: now,
                ip,
                userAgent,
                method: m.pdf.developerMethod(staff.name),
              },
            ],
          },
        }),
      );
      const sealedSha256 = sha256Hex(sealed);
      // Which certificate sealed it, read from the seal itself (a rotation keeps the list of past ones).
      const certificate = sealCertificateOf(sealed);
      if (!certificate) throw new Error(`The sealed contract ${contractId} carries no readable certificate`);
      await this.sealCertificates.record(certificate, now, manager);
      await this.contracts.recordCountersignature(
        contractId,
        { staffId: staff.id, staffName: staff.name, ip, userAgent, sealedPdf: sealed, sealedSha256, sealCertificateFingerprint: certificate.fingerprintSha256, at: now },
        manager,
      );
      await this.audit.record(manager, context, {
        action: 'contract.countersigned',
        entityType: 'contract',
        entityId: contractId,
        before: { status: contract.status },
        after: { status: contractStatusAfter('countersign'), documentSha256: contract.documentSha256, sealedSha256, sealCertificate: certificate.fingerprintSha256 },
      });
      await this.outbox.add(manager, new ContractSealedEvent(contractId));
    });
  }
}
