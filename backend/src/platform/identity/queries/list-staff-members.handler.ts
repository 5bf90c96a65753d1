import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StaffMember } from '@cdm/contracts';
import { StaffAccountEntity } from '../persistence/staff-account.entity';
import { toStaffMember } from '../staff-member';
import { ListStaffMembersQuery } from './list-staff-members.query';

@QueryHandler(ListStaffMembersQuery)
export class ListStaffMembersHandler implements IQueryHandler<ListStaffMembersQuery, StaffMember[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<StaffMember[]> {
    const accounts = await this.dataSource.getRepository(StaffAccountEntity).find({ order: { createdAt: 'ASC' } });
    return accounts.map(toStaffMember);
  }
}
