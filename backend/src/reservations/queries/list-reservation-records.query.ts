import type { RecordSelection } from '../../platform/database';

/**
 * Reservations as a context that keeps its own copy reads them (analytics): whose, when the unit was
 * held, when its deposit was paid (null when it is not, an undone deposit included), when it became a
 * sale (null until then) and the figures of its plan.
 */
export class ListReservationRecordsQuery {
  constructor(readonly selection: RecordSelection) {}
}

export type ReservationRecord = {
  id: string;
  investorId: string;
  heldAt: Date;
  depositPaidAt: Date | null;
  soldAt: Date | null;
  basePriceCentavos: number;
  totalAmountCentavos: number;
};
