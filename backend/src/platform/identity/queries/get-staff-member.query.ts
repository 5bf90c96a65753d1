export class GetStaffMemberQuery {
  constructor(readonly staffAccountId: string) {}
}
