import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../audit/audit-trail';
import { OneTimeTokens } from '../one-time-tokens';
import { hashPassword } from '../passwords';
import { AccountRepository } from '../persistence/account.repository';
import { SessionStore } from '../session-store';
import { ConfirmPasswordResetCommand } from './confirm-password-reset.command';

@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand, void> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: OneTimeTokens,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ token, password, requestId }: ConfirmPasswordResetCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.accounts.transaction(async (manager) => {
      const investorAccountId = await this.tokens.consume(manager, token, 'password-reset');
      const name = await this.accounts.investorName(investorAccountId, manager);
      await this.accounts.setInvestorPassword(investorAccountId, passwordHash, manager);
      // Whoever was signed in with the old password is signed out.
      await this.sessions.revokeAll({ type: 'investor', id: investorAccountId }, manager);
      await this.audit.record(
        manager,
        { actor: { type: 'investor', id: investorAccountId, name }, requestId },
        { action: 'investor.password_reset', entityType: 'investor_account', entityId: investorAccountId },
      );
    });
  }
}
