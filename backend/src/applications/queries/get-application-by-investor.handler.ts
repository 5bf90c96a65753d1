import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApplicationRepository } from '../persistence/application.repository';
import { toApplicationView } from './application-views';
import { GetApplicationByInvestorQuery } from './get-application-by-investor.query';
import type { ApplicationView } from './get-application.query';

@QueryHandler(GetApplicationByInvestorQuery)
export class GetApplicationByInvestorHandler implements IQueryHandler<GetApplicationByInvestorQuery, ApplicationView | null> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationRepository,
  ) {}

  async execute({ investorAccountId }: GetApplicationByInvestorQuery): Promise<ApplicationView | null> {
    const row = await this.applications.latestOfInvestor(this.dataSource.manager, investorAccountId);
    return row ? toApplicationView(row) : null;
  }
}
