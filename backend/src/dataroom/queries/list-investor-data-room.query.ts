/** The documents an investor may open, and how many more a paid reservation would open. */
export class ListInvestorDataRoomQuery {
  constructor(readonly investorId: string) {}
}
