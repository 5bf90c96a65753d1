import type { ReservationStatus } from '@cdm/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The reservation's status, its row locked (shared) until the caller's transaction (`manager`) ends:
 * a contract written for an active reservation cannot cross a refund or an undo that ends it (they
 * lock the same row first, then settle its contract).
 */
export class LockReservationQuery {
  constructor(
    readonly reservationId: string,
    readonly manager: EntityManager,
  ) {}
}

export type LockedReservationStatus = ReservationStatus | null;
