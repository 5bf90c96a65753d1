export class ListStaffMembersQuery {}
