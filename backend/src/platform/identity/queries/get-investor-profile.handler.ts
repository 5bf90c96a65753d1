import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvestorProfile } from '@cdm/contracts';
import { NotSignedInError } from '../identity.errors';
import { AccountRepository } from '../persistence/account.repository';
import { GetInvestorProfileQuery } from './get-investor-profile.query';

@QueryHandler(GetInvestorProfileQuery)
export class GetInvestorProfileHandler implements IQueryHandler<GetInvestorProfileQuery, InvestorProfile> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ investorAccountId }: GetInvestorProfileQuery): Promise<InvestorProfile> {
    const account = await this.accounts.investor({ id: investorAccountId });
    if (!account) throw new NotSignedInError();
    return { id: account.id, username: account.email, email: account.email, name: account.name, needsPasswordSetup: account.needsPasswordSetup };
  }
}
