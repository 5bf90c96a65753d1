import type { AdminReservationFilter } from '@cdm/contracts';

/** The staff's Reservas tab: one page of a filter, with every tab's count. */
export class ListAdminReservationsQuery {
  constructor(
    readonly filter: AdminReservationFilter,
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
