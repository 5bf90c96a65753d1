import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvestorProfile } from '@cdm/contracts';
import { NotSignedInError } from '../identity.errors';
import { InvestorAccountEntity } from '../persistence/investor-account.entity';
import { GetInvestorProfileQuery } from './get-investor-profile.query';

@QueryHandler(GetInvestorProfileQuery)
export class GetInvestorProfileHandler implements IQueryHandler<GetInvestorProfileQuery, InvestorProfile> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ investorAccountId }: GetInvestorProfileQuery): Promise<InvestorProfile> {
    const account = await this.dataSource.getRepository(InvestorAccountEntity).findOneBy({ id: investorAccountId });
    if (!account) throw new NotSignedInError();
    return { id: account.id, username: account.email, email: account.email, name: account.name, needsPasswordSetup: account.needsPasswordSetup };
  }
}
