import type { ContractStatus } from '@cdm/contracts';

/**
 * 'Convertir' asks for the status of the reservation's live contract (null without one). The class
 * lives here, with the context that asks; the contracts context answers it, so neither imports the other twice.
 */
export class GetReservationContractStatusQuery {
  constructor(readonly reservationId: string) {}
}

export type ReservationContractStatus = ContractStatus | null;
