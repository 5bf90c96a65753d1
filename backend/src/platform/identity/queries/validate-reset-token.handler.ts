import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidTokenError } from '../identity.errors';
import { OneTimeTokens } from '../one-time-tokens';
import { InvestorAccountEntity } from '../persistence/investor-account.entity';
import { ValidateResetTokenQuery } from './validate-reset-token.query';

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
