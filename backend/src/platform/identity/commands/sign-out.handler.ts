import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../session-store';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, void> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ token }: SignOutCommand): Promise<void> {
    await this.sessions.revokeToken(token);
  }
}
