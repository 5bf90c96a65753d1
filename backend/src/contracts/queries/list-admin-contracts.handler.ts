import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminContractList } from '@cdm/contracts';
import { ContractRepository } from '../persistence/contract.repository';
import { ListAdminContractsQuery } from './list-admin-contracts.query';

@QueryHandler(ListAdminContractsQuery)
export class ListAdminContractsHandler implements IQueryHandler<ListAdminContractsQuery, AdminContractList> {
  constructor(private readonly contracts: ContractRepository) {}

  execute({ filter, search, page, pageSize }: ListAdminContractsQuery): Promise<AdminContractList> {
    return this.contracts.listForStaff(filter, search?.trim() || undefined, page, pageSize);
  }
}
