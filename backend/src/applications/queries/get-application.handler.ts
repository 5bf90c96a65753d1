import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationView } from './application-views';
import { GetApplicationQuery, type ApplicationView } from './get-application.query';

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery, ApplicationView | null> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationRepository,
  ) {}

  async execute({ applicationId }: GetApplicationQuery): Promise<ApplicationView | null> {
    const row = await this.applications.findById(this.dataSource.manager, applicationId);
    return row ? toApplicationView(row) : null;
  }
}
