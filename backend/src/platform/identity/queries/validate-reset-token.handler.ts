import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvalidTokenError } from '../identity.errors';
import { OneTimeTokens } from '../one-time-tokens';
import { AccountRepository } from '../persistence/account.repository';
import { ValidateResetTokenQuery } from './validate-reset-token.query';

@QueryHandler(ValidateResetTokenQuery)
export class ValidateResetTokenHandler implements IQueryHandler<ValidateResetTokenQuery, string> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token }: ValidateResetTokenQuery): Promise<string> {
    const investorAccountId = await this.tokens.peek(token, 'password-reset');
    const account = investorAccountId
      ? await this.accounts.investor({ id: investorAccountId })
      : null;
    if (!account) throw new InvalidTokenError();
    return account.email;
  }
}
