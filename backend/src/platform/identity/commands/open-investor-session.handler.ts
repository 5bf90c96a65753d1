import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionStore } from '../session-store';
import { OpenInvestorSessionCommand } from './open-investor-session.command';

@CommandHandler(OpenInvestorSessionCommand)
export class OpenInvestorSessionHandler implements ICommandHandler<OpenInvestorSessionCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
  ) {}

  execute({ investorAccountId }: OpenInvestorSessionCommand): Promise<string> {
    return this.sessions.open(this.dataSource.manager, 'investor', investorAccountId);
  }
}
