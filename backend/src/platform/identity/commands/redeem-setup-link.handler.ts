import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OneTimeTokens } from '../one-time-tokens';
import { SessionStore } from '../session-store';
import { RedeemSetupLinkCommand, RedeemSetupLinkResult } from './redeem-setup-link.command';

@CommandHandler(RedeemSetupLinkCommand)
export class RedeemSetupLinkHandler implements ICommandHandler<RedeemSetupLinkCommand, RedeemSetupLinkResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokens,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ token, previousToken }: RedeemSetupLinkCommand): Promise<RedeemSetupLinkResult> {
    return this.dataSource.transaction(async (manager) => {
      const investorAccountId = await this.tokens.consume(manager, token, 'password-setup');
      await this.sessions.revokeToken(previousToken, manager);
      const sessionToken = await this.sessions.open('investor', investorAccountId, manager);
      return { sessionToken, investorAccountId };
    });
  }
}
