export class GetStaffMemberQuery {
  constructor(readonly staffAccountId: string) {}
}

export class ListStaffMembersQuery {}
