import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContractRepository } from '../persistence/contract.repository';
import { ListSignedContractsQuery, type SignedContractRecord } from './list-signed-contracts.query';

@QueryHandler(ListSignedContractsQuery)
export class ListSignedContractsHandler implements IQueryHandler<ListSignedContractsQuery, SignedContractRecord[]> {
  constructor(private readonly contracts: ContractRepository) {}

  execute({ selection }: ListSignedContractsQuery): Promise<SignedContractRecord[]> {
    return this.contracts.signedRecords(selection);
  }
}
