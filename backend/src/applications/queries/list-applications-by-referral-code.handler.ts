import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationView } from './application-views';
import type { ApplicationView } from './get-application.query';
import { ListApplicationsByReferralCodeQuery } from './list-applications-by-referral-code.query';

@QueryHandler(ListApplicationsByReferralCodeQuery)
export class ListApplicationsByReferralCodeHandler implements IQueryHandler<ListApplicationsByReferralCodeQuery, ApplicationView[]> {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute({ code }: ListApplicationsByReferralCodeQuery): Promise<ApplicationView[]> {
    return (await this.applications.withReferralCode(code)).map(toApplicationView);
  }
}
