import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../persistence/account.repository';
import { GetInvestorAccountQuery, InvestorAccountView } from './get-investor-account.query';

@QueryHandler(GetInvestorAccountQuery)
export class GetInvestorAccountHandler implements IQueryHandler<GetInvestorAccountQuery, InvestorAccountView | null> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ investorAccountId }: GetInvestorAccountQuery): Promise<InvestorAccountView | null> {
    const account = await this.accounts.investor({ id: investorAccountId });
    return account
      ? { id: account.id, email: account.email, name: account.name, needsPasswordSetup: account.needsPasswordSetup, emailVerified: account.emailVerifiedAt !== null }
      : null;
  }
}
