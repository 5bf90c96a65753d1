import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvestorAccountEntity } from '../persistence/investor-account.entity';
import { GetInvestorAccountQuery, InvestorAccountView } from './get-investor-account.query';

@QueryHandler(GetInvestorAccountQuery)
export class GetInvestorAccountHandler implements IQueryHandler<GetInvestorAccountQuery, InvestorAccountView | null> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ investorAccountId }: GetInvestorAccountQuery): Promise<InvestorAccountView | null> {
    const account = await this.dataSource.getRepository(InvestorAccountEntity).findOneBy({ id: investorAccountId });
    return account
      ? { id: account.id, email: account.email, name: account.name, needsPasswordSetup: account.needsPasswordSetup, emailVerified: account.emailVerifiedAt !== null }
      : null;
  }
}
