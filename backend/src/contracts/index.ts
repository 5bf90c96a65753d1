// Public API of the contracts context: its module, its events and the query notifications reads.
export { ContractsModule } from './contracts.module';
export * from './events/contract-events';
export { GetContractQuery, type ContractView } from './queries/get-contract.query';
// For contexts that keep a copy (analytics): when both parties signed.
export { ListSignedContractsQuery, type SignedContractRecord } from './queries/list-signed-contracts.query';
