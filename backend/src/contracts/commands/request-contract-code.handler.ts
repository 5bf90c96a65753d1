import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ContractCodeSent } from '@cdm/contracts';
import { canMoveContract, contractCode, contractCodeExpiry, mayInvestorSignContract } from '@cdm/domain';
import { GetReservationQuery, type ReservationView } from '../../reservations';
import { randomInt } from 'node:crypto';
import { Clock } from '../../platform/clock/clock';
import { AttemptLimiter } from '../../platform/identity';
import { Outbox } from '../../platform/outbox';
import { ContractNotFoundError, ContractStateError } from '../contracts.errors';
import { CONTRACTS_MESSAGES } from '../contracts.messages';
import { ContractSigningCodeIssuedEvent } from '../events/contract-events';
import { ContractRepository } from '../persistence/contract.repository';
import { SigningCodes } from './signing-codes';
import { RequestContractCodeCommand } from './request-contract-code.command';

@CommandHandler(RequestContractCodeCommand)
export class RequestContractCodeHandler implements ICommandHandler<RequestContractCodeCommand, ContractCodeSent> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly limiter: AttemptLimiter,
    private readonly codes: SigningCodes,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ contractId, investorId, ip }: RequestContractCodeCommand): Promise<ContractCodeSent> {
    const contract = await this.contracts.findById(contractId);
    if (!contract || contract.investorId !== investorId) throw new ContractNotFoundError(CONTRACTS_MESSAGES.notYours);
    if (!canMoveContract(contract.status, 'investorSign')) throw new ContractStateError(CONTRACTS_MESSAGES.notAwaitingInvestor);
    const reservation = await this.queries.execute<GetReservationQuery, ReservationView | null>(new GetReservationQuery(contract.reservationId));
    if (!mayInvestorSignContract(contract.status, reservation?.status)) throw new ContractStateError(CONTRACTS_MESSAGES.reservationNotActive);
    // Counted before any email is written, in Redis (a mailbox is never flooded by one contract or one IP).
    await this.limiter.consume('signing-code', contractId, ip);
    const code = contractCode(randomInt(0, 1_000_000));
    const now = this.clock.now();
    const expiresAt = contractCodeExpiry(now);
    await this.contracts.transaction(async (manager) => {
      const locked = await this.contracts.lockById(contractId, manager);
      if (!locked || !canMoveContract(locked.status, 'investorSign')) throw new ContractStateError(CONTRACTS_MESSAGES.notAwaitingInvestor);
      // Sending a new code ends the previous one.
      await this.contracts.supersedeCodes(contractId, now, manager);
      const codeId = await this.contracts.insertCode(contractId, this.codes.hash(contractId, code), expiresAt, now, manager);
      await this.outbox.add(manager, new ContractSigningCodeIssuedEvent(contractId, codeId, code));
    });
    return { sent: true, expiresAt: expiresAt.toISOString() };
  }
}
