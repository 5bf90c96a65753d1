import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvestorSetupLinkIssuedEvent } from '../events/investor-setup-link-issued.event';
import { OneTimeTokens } from '../one-time-tokens';
import { IssueSetupLinkCommand } from './issue-setup-link.command';

@CommandHandler(IssueSetupLinkCommand)
export class IssueSetupLinkHandler implements ICommandHandler<IssueSetupLinkCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
    private readonly events: EventBus,
  ) {}

  async execute({ investorAccountId, sendEmail, reason }: IssueSetupLinkCommand): Promise<string> {
    const { id, token } = await this.tokens.issue(this.dataSource.manager, 'password-setup', investorAccountId);
    if (sendEmail) this.events.publish(new InvestorSetupLinkIssuedEvent(investorAccountId, id, token, reason));
    return token;
  }
}
