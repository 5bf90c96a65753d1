import type { ContractStatus } from '@cdm/contracts';

/**
 * 'Convertir' asks for the status of the reservation's live contract (null without one). The class
 * lives here, with the context that asks; the contracts context answers it, so neither imports the other twice.
 */
export class GetReservationContractStatusQuery {
  constructor(readonly reservationId: string) {}
}

export type ReservationContractStatus = ContractStatus | null;

/** The same for a page of reservations (the staff list): reservation id → its live contract's status (absent without one). */
export class GetReservationContractStatusesQuery {
  constructor(readonly reservationIds: string[]) {}
}

export type ReservationContractStatuses = Record<string, ContractStatus>;
