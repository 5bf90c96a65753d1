import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ApplicationList } from '@cdm/contracts';
import { Clock } from '../../platform/clock/clock';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationAdminItem } from './application-views';
import { ListApplicationsQuery } from './list-applications.query';

@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery, ApplicationList> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ page, pageSize, search }: ListApplicationsQuery): Promise<ApplicationList> {
    const { rows, total, counts } = await this.applications.list({ page, pageSize, search });
    const now = this.clock.now();
    return { items: rows.map((row) => toApplicationAdminItem(row, now)), total, page, pageSize, counts };
  }
}
