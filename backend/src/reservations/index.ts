// Public API of the reservations context: its module, its events and its public queries.
export { ReservationsModule } from './reservations.module';
export * from './events/reservation-events';
export { GetReservationQuery, type ReservationView } from './queries/get-reservation.query';
export { ListSalesQuery, type SaleView } from './queries/list-sales.query';
export { HasPaidReservationQuery } from './queries/has-paid-reservation.query';
export { GetReservationContractStatusQuery, type ReservationContractStatus } from './queries/get-reservation-contract-status.query';
// Bank reconciliation confirms a block's deposit as 'Confirmar Pago' does, and reads the open blocks.
export { ConfirmReservationDepositCommand } from './commands/confirm-reservation-deposit.command';
export { UndoReservationDepositCommand } from './commands/undo-reservation-deposit.command';
export { ListOpenTransferBlocksQuery, type OpenTransferBlock } from './queries/list-open-transfer-blocks.query';
