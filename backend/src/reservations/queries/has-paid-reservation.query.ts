/**
 * Whether an investor holds a paid reservation: one whose deposit is paid (active) or that became
 * a sale (converted). Public: the data room opens some documents only to such investors.
 */
export class HasPaidReservationQuery {
  constructor(readonly investorId: string) {}
}
