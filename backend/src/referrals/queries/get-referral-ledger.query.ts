/** An investor's credit ledger, every entry, for staff. */
export class GetReferralLedgerQuery {
  constructor(readonly investorId: string) {}
}
