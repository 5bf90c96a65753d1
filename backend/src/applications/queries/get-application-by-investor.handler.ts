import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationView } from './application-views';
import { GetApplicationByInvestorQuery } from './get-application-by-investor.query';
import type { ApplicationView } from './get-application.query';

@QueryHandler(GetApplicationByInvestorQuery)
export class GetApplicationByInvestorHandler implements IQueryHandler<GetApplicationByInvestorQuery, ApplicationView | null> {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute({ investorAccountId }: GetApplicationByInvestorQuery): Promise<ApplicationView | null> {
    const row = await this.applications.latestOfInvestor(investorAccountId);
    return row ? toApplicationView(row) : null;
  }
}
