import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../persistence/application.repository';
import { ListApplicationRecordsQuery, type ApplicationRecord } from './list-application-records.query';

@QueryHandler(ListApplicationRecordsQuery)
export class ListApplicationRecordsHandler implements IQueryHandler<ListApplicationRecordsQuery, ApplicationRecord[]> {
  constructor(private readonly applications: ApplicationRepository) {}

  execute({ selection }: ListApplicationRecordsQuery): Promise<ApplicationRecord[]> {
    return this.applications.records(selection);
  }
}
