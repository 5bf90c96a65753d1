import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContractVerification } from '@cdm/contracts';
import { ContractRepository } from '../persistence/contract.repository';
import { VerifyContractQuery } from './verify-contract.query';

/** Answers only whether and when (sealed, and rescinded since): never a name, a unit or an amount. */
@QueryHandler(VerifyContractQuery)
export class VerifyContractHandler implements IQueryHandler<VerifyContractQuery, ContractVerification> {
  constructor(private readonly contracts: ContractRepository) {}

  async execute({ sha256 }: VerifyContractQuery): Promise<ContractVerification> {
    const sealed = await this.contracts.findSealedByHash(sha256.toLowerCase());
    if (!sealed) return { sellado: false, fecha: null, rescindido: false, fechaRescision: null };
    return { sellado: true, fecha: sealed.sealedAt.toISOString(), rescindido: sealed.rescindedAt !== null, fechaRescision: sealed.rescindedAt?.toISOString() ?? null };
  }
}
