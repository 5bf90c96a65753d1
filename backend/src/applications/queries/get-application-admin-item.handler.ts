import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationAdminItem } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { ApplicationNotFoundError } from '../applications.errors';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationAdminItem } from './application-views';
import { GetApplicationAdminItemQuery } from './get-application-admin-item.query';

@QueryHandler(GetApplicationAdminItemQuery)
export class GetApplicationAdminItemHandler implements IQueryHandler<GetApplicationAdminItemQuery, ApplicationAdminItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ applicationId }: GetApplicationAdminItemQuery): Promise<ApplicationAdminItem> {
    const row = await this.applications.findById(this.dataSource.manager, applicationId);
    if (!row) throw new ApplicationNotFoundError();
    return toApplicationAdminItem(row, this.clock.now());
  }
}
