import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionStore } from '../session-store';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ token }: SignOutCommand): Promise<void> {
    await this.sessions.revokeToken(this.dataSource.manager, token);
  }
}
