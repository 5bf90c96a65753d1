/** The applications that used an investor's code (investor-portal.md §3 "Referred user"). */
export class ListReferredUsersQuery {
  constructor(readonly investorId: string) {}
}
