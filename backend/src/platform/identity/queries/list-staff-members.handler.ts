import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StaffMember } from '@cdm/contracts';
import { AccountRepository } from '../persistence/account.repository';
import { toStaffMember } from '../staff-member';
import { ListStaffMembersQuery } from './list-staff-members.query';

@QueryHandler(ListStaffMembersQuery)
export class ListStaffMembersHandler implements IQueryHandler<ListStaffMembersQuery, StaffMember[]> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(): Promise<StaffMember[]> {
    const accounts = await this.accounts.staffMembers();
    return accounts.map(toStaffMember);
  }
}
