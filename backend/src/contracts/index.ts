// Public API of the contracts context: its module, its events and the query notifications reads.
export { ContractsModule } from './contracts.module';
export * from './events/contract-events';
export { GetContractQuery, type ContractView } from './queries/get-contract.query';
