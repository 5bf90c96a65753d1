import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import {
  GetInvestorAccountQuery,
  InvestorAccountView,
  InvestorPasswordResetRequestedEvent,
  InvestorSetupLinkIssuedEvent,
} from '../../platform/identity';
import { AppConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { applicationAuthorizedEmail, LINK_SECRET, passwordResetEmail, passwordSetupEmail } from '../templates/account.templates';

/** Emails the one-time links of investor accounts (recovery and set-up); the link travels sealed. */
@EventsHandler(InvestorPasswordResetRequestedEvent, InvestorSetupLinkIssuedEvent)
export class SendAccountLinkEmailsListener
  implements IEventHandler<InvestorPasswordResetRequestedEvent | InvestorSetupLinkIssuedEvent>
{
  private readonly logger = new Logger(SendAccountLinkEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async handle(event: InvestorPasswordResetRequestedEvent | InvestorSetupLinkIssuedEvent): Promise<void> {
    try {
      const account = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(
        new GetInvestorAccountQuery(event.investorAccountId),
      );
      if (!account) return;
      const isReset = event instanceof InvestorPasswordResetRequestedEvent;
      const link = isReset
        ? `${this.config.publicUrl}/reset-password/${event.token}`
        : `${this.config.publicUrl}/investors/activar/${event.token}`;
      const email = isReset
        ? await passwordResetEmail(account)
        : event.reason === 'application_authorized'
          ? await applicationAuthorizedEmail(account)
          : await passwordSetupEmail(account);
      await this.commands.execute(new QueueEmailCommand(`${email.template}.${event.tokenId}`, account.email, email, { [LINK_SECRET]: link }));
    } catch (error) {
      this.logger.error({ err: error, investorAccountId: event.investorAccountId }, 'Could not queue the account link email');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
