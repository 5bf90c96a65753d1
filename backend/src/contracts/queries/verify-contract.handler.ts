import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContractVerification } from '@cdm/contracts';
import { ContractRepository } from '../persistence/contract.repository';
import { VerifyContractQuery } from './verify-contract.query';

/** Answers only whether and when: never a name, a unit or an amount. */
@QueryHandler(VerifyContractQuery)
export class VerifyContractHandler implements IQueryHandler<VerifyContractQuery, ContractVerification> {
  constructor(private readonly contracts: ContractRepository) {}

  async execute({ sha256 }: VerifyContractQuery): Promise<ContractVerification> {
    const sealed = await this.contracts.findSealedByHash(sha256.toLowerCase());
    return sealed ? { sellado: true, fecha: sealed.sealed_at.toISOString() } : { sellado: false, fecha: null };
  }
}
