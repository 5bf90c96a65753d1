import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { AttemptLimiter } from '../attempt-limiter';
import { InvestorPasswordResetRequestedEvent } from '../events/investor-password-reset-requested.event';
import { OneTimeTokens } from '../one-time-tokens';
import { AccountRepository } from '../persistence/account.repository';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { Outbox } from '../../outbox';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: OneTimeTokens,
    private readonly limiter: AttemptLimiter,
    private readonly outbox: Outbox,
  ) {}

  /** Same outcome for known and unknown emails: nobody learns which addresses have accounts. */
  async execute({ email, ip }: RequestPasswordResetCommand): Promise<void> {
    await this.limiter.consume('email-link', email, ip);
    const accountId = await this.accounts.investorIdByEmail(normalizeEmail(email));
    if (accountId === null) return;
    await this.accounts.transaction(async (manager) => {
      const { id, token } = await this.tokens.issue(manager, 'password-reset', accountId);
      await this.outbox.add(manager, new InvestorPasswordResetRequestedEvent(accountId, id, token));
    });
  }
}
