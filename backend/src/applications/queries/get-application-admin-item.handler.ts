import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ApplicationAdminItem } from '@cdm/contracts';
import { Clock } from '../../platform/clock/clock';
import { ApplicationNotFoundError } from '../applications.errors';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationAdminItem } from './application-views';
import { GetApplicationAdminItemQuery } from './get-application-admin-item.query';

@QueryHandler(GetApplicationAdminItemQuery)
export class GetApplicationAdminItemHandler implements IQueryHandler<GetApplicationAdminItemQuery, ApplicationAdminItem> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ applicationId }: GetApplicationAdminItemQuery): Promise<ApplicationAdminItem> {
    const row = await this.applications.findById(applicationId);
    if (!row) throw new ApplicationNotFoundError();
    return toApplicationAdminItem(row, this.clock.now());
  }
}
