// Public API of the reservations context: its module, its events and its public queries.
export { ReservationsModule } from './reservations.module';
export * from './events/reservation-events';
export { GetReservationQuery, type ReservationView } from './queries/get-reservation.query';
export { ListSalesQuery, type SaleView } from './queries/list-sales.query';
export { ListReservationRecordsQuery, type ReservationRecord } from './queries/list-reservation-records.query';
export { HasPaidReservationQuery } from './queries/has-paid-reservation.query';
export {
  GetReservationContractStatusQuery,
  GetReservationContractStatusesQuery,
  type ReservationContractStatus,
  type ReservationContractStatuses,
} from './queries/get-reservation-contract-status.query';
// Bank reconciliation reads the block references and, before it takes a line's money off a deposit,
// asks the reservation in its own transaction; the contracts context answers how a reservation's end
// settles its contract (both carry the caller's transaction).
export { ListTransferBlocksQuery, type TransferBlock } from './queries/list-transfer-blocks.query';
export { ReverseReservationMoneyCommand } from './commands/reverse-reservation-money.command';
export { SettleReservationContractCommand, type ContractSettlement } from './commands/settle-reservation-contract.command';
export { LockReservationQuery, type LockedReservationStatus } from './queries/lock-reservation.query';
