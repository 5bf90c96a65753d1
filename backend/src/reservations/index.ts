// Public API of the reservations context: its module, its events and its public queries.
export { ReservationsModule } from './reservations.module';
export * from './events/reservation-events';
export { GetReservationQuery, type ReservationView } from './queries/reservation.queries';
export { ListSalesQuery, type SaleView } from './queries/reservation.queries';
export { HasPaidReservationQuery } from './queries/has-paid-reservation.query';
