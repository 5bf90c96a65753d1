import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityNotFoundError } from 'typeorm';
import { AuditTrail } from '../../audit/audit-trail';
import { AttemptLimiter } from '../attempt-limiter';
import { SessionEndedByAttemptsError, TooManyAttemptsError, WrongCurrentPasswordError } from '../identity.errors';
import { hashPassword, verifyPassword } from '../passwords';
import { AccountRepository } from '../persistence/account.repository';
import { InvestorAccountEntity } from '../persistence/investor-account.entity';
import { SessionStore } from '../session-store';
import { SetInvestorPasswordCommand } from './set-investor-password.command';

@CommandHandler(SetInvestorPasswordCommand)
export class SetInvestorPasswordHandler implements ICommandHandler<SetInvestorPasswordCommand, void> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
    private readonly limiter: AttemptLimiter,
  ) {}

  async execute({ investor, newPassword, currentPassword, requestId }: SetInvestorPasswordCommand): Promise<void> {
    const account = await this.accounts.investorWithPasswordHash({ id: investor.id });
    if (!account) throw new EntityNotFoundError(InvestorAccountEntity, { id: investor.id });
    const isSetUp = !account.needsPasswordSetup && account.passwordHash !== null;
    if (isSetUp) {
      // Counted before the check; a session that keeps guessing is ended (a stolen cookie must
      // not become a way to learn the password).
      const attempt = await this.limiter.consume('password-change', investor.id, '').catch(async (error: unknown) => {
        if (!(error instanceof TooManyAttemptsError)) throw error;
        await this.sessions.revokeSession(investor.sessionId);
        throw new SessionEndedByAttemptsError();
      });
      if (!(await verifyPassword(account.passwordHash, currentPassword ?? ''))) throw new WrongCurrentPasswordError();
      await attempt.succeeded();
    }

    const passwordHash = await hashPassword(newPassword);
    await this.accounts.transaction(async (manager) => {
      await this.accounts.setInvestorPassword(investor.id, passwordHash, manager);
      // Other browsers signed in with the old password are signed out; this one stays.
      await this.sessions.revokeAll({ type: 'investor', id: investor.id, exceptSessionId: investor.sessionId }, manager);
      await this.audit.record(
        manager,
        { actor: { type: 'investor', id: investor.id, name: investor.name }, requestId },
        { action: isSetUp ? 'investor.password_changed' : 'investor.password_set_up', entityType: 'investor_account', entityId: investor.id },
      );
    });
  }
}
