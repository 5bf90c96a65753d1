import type { AdminReservation } from '@cdm/contracts';
import { hasInvestorSigned } from '@cdm/domain';

/** What a reservation's deposit still expects: the deposit less what was received and what an admin waived. */
export const stillOwedCentavos = (item: AdminReservation): number =>
  Math.max(0, item.reservationDepositCentavos - item.money.receivedCentavos - item.money.waivedCentavos);

/** Someone signed its contract: a refund rescinds it, with an admin's reason. */
export const hasSignedContract = (item: AdminReservation): boolean => hasInvestorSigned(item.contractStatus);

/** What a refund moves: what was received of the deposit (the deposit itself when the record says nothing). */
export const refundedCentavos = (item: AdminReservation): number => item.money.receivedCentavos || item.reservationDepositCentavos;
