import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvestorSetupLinkIssuedEvent } from '../events/investor-setup-link-issued.event';
import { OneTimeTokens } from '../one-time-tokens';
import { IssueSetupLinkCommand } from './issue-setup-link.command';
import { Outbox } from '../../outbox';

@CommandHandler(IssueSetupLinkCommand)
export class IssueSetupLinkHandler implements ICommandHandler<IssueSetupLinkCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
    private readonly outbox: Outbox,
  ) {}

  async execute({ investorAccountId, sendEmail, reason }: IssueSetupLinkCommand): Promise<string> {
    // The link and its email commit together: a crash after the commit still sends it.
    return this.dataSource.transaction(async (manager) => {
      const { id, token } = await this.tokens.issue(manager, 'password-setup', investorAccountId);
      if (sendEmail) await this.outbox.add(manager, new InvestorSetupLinkIssuedEvent(investorAccountId, id, token, reason));
      return token;
    });
  }
}
