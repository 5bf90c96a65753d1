import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../session-store';
import { OpenInvestorSessionCommand } from './open-investor-session.command';

@CommandHandler(OpenInvestorSessionCommand)
export class OpenInvestorSessionHandler implements ICommandHandler<OpenInvestorSessionCommand, string> {
  constructor(private readonly sessions: SessionStore) {}

  execute({ investorAccountId }: OpenInvestorSessionCommand): Promise<string> {
    return this.sessions.open('investor', investorAccountId);
  }
}
