import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvestorProfile } from '@cdm/contracts';
import { InvalidTokenError, NotSignedInError } from '../identity.errors';
import { OneTimeTokens } from '../one-time-tokens';
import { InvestorAccountEntity } from '../persistence/investor-account.entity';
import { GetInvestorProfileQuery, ValidateResetTokenQuery } from './get-investor-profile.query';

@QueryHandler(GetInvestorProfileQuery)
export class GetInvestorProfileHandler implements IQueryHandler<GetInvestorProfileQuery, InvestorProfile> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ investorAccountId }: GetInvestorProfileQuery): Promise<InvestorProfile> {
    const account = await this.dataSource.getRepository(InvestorAccountEntity).findOneBy({ id: investorAccountId });
    if (!account) throw new NotSignedInError();
    return { id: account.id, username: account.email, email: account.email, name: account.name, needsPasswordSetup: account.needsPasswordSetup };
  }
}

@QueryHandler(ValidateResetTokenQuery)
export class ValidateResetTokenHandler implements IQueryHandler<ValidateResetTokenQuery, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token }: ValidateResetTokenQuery): Promise<string> {
    const investorAccountId = await this.tokens.peek(token, 'password-reset');
    const account = investorAccountId
      ? await this.dataSource.getRepository(InvestorAccountEntity).findOneBy({ id: investorAccountId })
      : null;
    if (!account) throw new InvalidTokenError();
    return account.email;
  }
}
