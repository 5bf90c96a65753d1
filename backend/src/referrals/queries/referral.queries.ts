export class GetReferralStatsQuery {
  constructor(readonly investorId: string) {}
}

export class ListReferredUsersQuery {
  constructor(readonly investorId: string) {}
}

export class GetReferralLedgerQuery {
  constructor(readonly investorId: string) {}
}

export class ListReferralAccountsQuery {}
