import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StaffMember } from '@cdm/contracts';
import { StaffAccountNotFoundError } from '../identity.errors';
import { StaffAccountEntity } from '../persistence/staff-account.entity';
import { toStaffMember } from '../staff-member';
import { GetStaffMemberQuery } from './get-staff-member.query';

@QueryHandler(GetStaffMemberQuery)
export class GetStaffMemberHandler implements IQueryHandler<GetStaffMemberQuery, StaffMember> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ staffAccountId }: GetStaffMemberQuery): Promise<StaffMember> {
    const account = await this.dataSource.getRepository(StaffAccountEntity).findOneBy({ id: staffAccountId });
    if (!account) throw new StaffAccountNotFoundError();
    return toStaffMember(account);
  }
}
