import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CONTRACT_MESSAGES } from '@cdm/contracts';
import {
  CONTRACT_CODE_MAX_TRIES,
  canMoveContract,
  contractCodeProblem,
  contractStatusAfter,
  mayInvestorSignContract,
  pngDataUrlBytes,
  SIGNATURE_IMAGE_LIMITS,
  type ContractCodeProblem,
} from '@cdm/domain';
import { GetReservationQuery, type ReservationView } from '../../reservations';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool, IMAGE_TASKS } from '../../platform/documents';
import { ValidationFailedException } from '../../platform/errors';
import { Outbox } from '../../platform/outbox';
import { ContractDocumentChangedError, ContractNotFoundError, ContractStateError } from '../contracts.errors';
import { CONTRACTS_MESSAGES as m } from '../contracts.messages';
import { ContractSignedByInvestorEvent } from '../events/contract-events';
import { ContractRepository } from '../persistence/contract.repository';
import { SignContractCommand } from './sign-contract.command';
import { SigningCodes } from './signing-codes';

const CODE_PROBLEM_MESSAGES: Record<ContractCodeProblem, string> = {
  missing: m.codeMissing,
  used: m.codeUsed,
  expired: m.codeExpired,
  too_many_tries: m.codeTooManyTries,
};

type Outcome = { kind: 'signed' } | { kind: 'code'; message: string };

@CommandHandler(SignContractCommand)
export class SignContractHandler implements ICommandHandler<SignContractCommand, void> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly codes: SigningCodes,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ contractId, investorId, signature, ip, userAgent, context }: SignContractCommand): Promise<void> {
    // The drawn signature is decoded and written again by us (off the request loop), never stored as sent.
    const png = signature.signatureImage ? await this.storedSignature(signature.signatureImage) : null;
    // A wrong code's try is committed (it counts); the refusal is answered after the commit.
    const outcome = await this.contracts.transaction<Outcome>(async (manager) => {
      // Two signatures at once: the second waits on this lock, then finds the contract signed.
      const contract = await this.contracts.lockById(contractId, manager);
      if (!contract || contract.investorId !== investorId) throw new ContractNotFoundError(m.notYours);
      if (!canMoveContract(contract.status, 'investorSign')) throw new ContractStateError(m.notAwaitingInvestor);
      // Read under the contract's lock: a refund or an undo of the reservation settles this row in its own transaction first.
      const reservation = await this.queries.execute<GetReservationQuery, ReservationView | null>(new GetReservationQuery(contract.reservationId));
      if (!mayInvestorSignContract(contract.status, reservation?.status)) throw new ContractStateError(m.reservationNotActive);
      if (contract.documentSha256 !== signature.documentSha256) throw new ContractDocumentChangedError();
      const now = this.clock.now();
      const code = await this.contracts.lockCurrentCode(contractId, manager);
      const problem = contractCodeProblem(code && { expiresAt: code.expiresAt, attempts: code.attempts, usedAt: code.usedAt, supersededAt: code.supersededAt }, now);
      if (problem || !code) return { kind: 'code', message: CODE_PROBLEM_MESSAGES[problem ?? 'missing'] };
      if (!this.codes.matches(contractId, signature.code, code.codeHash)) {
        const attempts = await this.contracts.countWrongTry(code.id, manager);
        const left = CONTRACT_CODE_MAX_TRIES - attempts;
        return { kind: 'code', message: left > 0 ? m.codeWrong(left) : m.codeTooManyTries };
      }
      await this.contracts.markCodeUsed(code.id, now, manager);
      const name = signature.fullName.trim().replace(/\s+/g, ' ');
      await this.contracts.recordInvestorSignature(contractId, { name, signaturePng: png, ip, userAgent, codeId: code.id, signedAt: now }, manager);
      await this.audit.record(manager, context, {
        action: 'contract.signed_by_investor',
        entityType: 'contract',
        entityId: contractId,
        before: { status: contract.status },
        after: { status: contractStatusAfter('investorSign'), documentSha256: contract.documentSha256, codeVerified: true, drawnSignature: png !== null, ip },
      });
      await this.outbox.add(manager, new ContractSignedByInvestorEvent(contractId));
      return { kind: 'signed' };
    });
    if (outcome.kind === 'code') throw new ValidationFailedException([{ field: 'code', message: outcome.message }]);
  }

  private async storedSignature(dataUrl: string): Promise<Buffer> {
    const bytes = pngDataUrlBytes(dataUrl);
    const image = bytes ? await this.documents.run(IMAGE_TASKS, 'reencodePng', { bytes, limits: SIGNATURE_IMAGE_LIMITS }) : null;
    if (!image?.ok) {
      const message = image?.problem === 'too_large' ? CONTRACT_MESSAGES.signatureTooLarge : CONTRACT_MESSAGES.signature;
      throw new ValidationFailedException([{ field: 'signatureImage', message }]);
    }
    return Buffer.from(image.png);
  }
}
