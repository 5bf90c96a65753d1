import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '@cdm/domain';
import { AttemptLimiter } from '../attempt-limiter';
import { InvestorPasswordResetRequestedEvent } from '../events/investor-password-reset-requested.event';
import { OneTimeTokens } from '../one-time-tokens';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
  ) {}

  /** Same outcome for known and unknown emails: nobody learns which addresses have accounts. */
  async execute({ email, ip }: RequestPasswordResetCommand): Promise<void> {
    await this.limiter.consume('email-link', email, ip);
    const [account] = await this.dataSource.query('SELECT id FROM investor_accounts WHERE email_normalized = $1', [
      normalizeEmail(email),
    ]);
    if (!account) return;
    const { id, token } = await this.tokens.issue(this.dataSource.manager, 'password-reset', account.id);
    this.events.publish(new InvestorPasswordResetRequestedEvent(account.id, id, token));
  }
}
