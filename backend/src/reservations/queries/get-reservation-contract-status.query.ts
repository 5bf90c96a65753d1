import type { ContractStatus } from '@cdm/contracts';

/**
 * 'Convertir' asks for the status of the reservation's live contract (null without one). The class
 * lives here, with the context that asks; the contracts context answers it, so neither imports the other twice.
 */
export class GetReservationContractStatusQuery {
  constructor(readonly reservationId: string) {}
}

export type ReservationContractStatus = ContractStatus | null;

/**
 * The same for a page of reservations: reservation id → its contract's status (absent without one).
 * `live` (the staff list) leaves out cancelled and rescinded contracts; `latest` (the investor's
 * Mi Garage) answers the most recent contract whatever its status, so an ended one shows as ended.
 */
export class GetReservationContractStatusesQuery {
  constructor(
    readonly reservationIds: string[],
    readonly which: 'live' | 'latest' = 'live',
  ) {}
}

export type ReservationContractStatuses = Record<string, ContractStatus>;
