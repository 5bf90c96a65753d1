import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { AuditTrail } from '../../audit/audit-trail';
import { AttemptLimiter } from '../attempt-limiter';
import { InvalidStaffCredentialsError } from '../identity.errors';
import { verifyPassword } from '../passwords';
import { AccountRepository } from '../persistence/account.repository';
import { StaffAccountEntity } from '../persistence/staff-account.entity';
import { SessionStore } from '../session-store';
import { SignInStaffCommand } from './sign-in-staff.command';

export type StaffSignInResult = { token: string; staff: StaffAccountEntity };

@CommandHandler(SignInStaffCommand)
export class SignInStaffHandler implements ICommandHandler<SignInStaffCommand, StaffSignInResult> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly limiter: AttemptLimiter,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ email, password, ip, previousToken, requestId }: SignInStaffCommand): Promise<StaffSignInResult> {
    const attempt = await this.limiter.consume('staff-sign-in', email, ip);
    const account = await this.accounts.enabledStaffWithPasswordHash(normalizeEmail(email));
    if (!(await verifyPassword(account?.passwordHash, password)) || !account) throw new InvalidStaffCredentialsError();
    await attempt.succeeded();

    const token = await this.accounts.transaction(async (manager) => {
      // A new session id at every sign-in: a planted cookie is never promoted.
      await this.sessions.revokeToken(previousToken, manager);
      const opened = await this.sessions.open('staff', account.id, manager);
      await this.audit.record(
        manager,
        { actor: { type: 'staff', id: account.id, name: account.name }, requestId },
        { action: 'staff.signed_in', entityType: 'staff_account', entityId: account.id },
      );
      return opened;
    });
    return { token, staff: account };
  }
}
