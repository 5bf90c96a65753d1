import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StaffMember } from '@cdm/contracts';
import { StaffAccountNotFoundError } from '../identity.errors';
import { AccountRepository } from '../persistence/account.repository';
import { toStaffMember } from '../staff-member';
import { GetStaffMemberQuery } from './get-staff-member.query';

@QueryHandler(GetStaffMemberQuery)
export class GetStaffMemberHandler implements IQueryHandler<GetStaffMemberQuery, StaffMember> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ staffAccountId }: GetStaffMemberQuery): Promise<StaffMember> {
    const account = await this.accounts.staff(staffAccountId);
    if (!account) throw new StaffAccountNotFoundError();
    return toStaffMember(account);
  }
}
