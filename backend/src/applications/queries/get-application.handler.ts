import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationView } from './application-views';
import { GetApplicationQuery, type ApplicationView } from './get-application.query';

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery, ApplicationView | null> {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute({ applicationId }: GetApplicationQuery): Promise<ApplicationView | null> {
    const row = await this.applications.findById(applicationId);
    return row ? toApplicationView(row) : null;
  }
}
