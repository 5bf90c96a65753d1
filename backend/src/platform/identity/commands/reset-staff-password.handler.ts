import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../audit/audit-trail';
import { StaffAccountNotFoundError } from '../identity.errors';
import { hashPassword } from '../passwords';
import { AccountRepository } from '../persistence/account.repository';
import { SessionStore } from '../session-store';
import { ResetStaffPasswordCommand } from './reset-staff-password.command';

@CommandHandler(ResetStaffPasswordCommand)
export class ResetStaffPasswordHandler implements ICommandHandler<ResetStaffPasswordCommand, void> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ staffAccountId, password, context }: ResetStaffPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.accounts.transaction(async (manager) => {
      if (!(await this.accounts.setStaffPassword(staffAccountId, passwordHash, manager))) throw new StaffAccountNotFoundError();
      // Sessions opened with the old password end with it.
      await this.sessions.revokeAll({ type: 'staff', id: staffAccountId }, manager);
      await this.audit.record(manager, context, { action: 'staff.password_reset', entityType: 'staff_account', entityId: staffAccountId });
    });
  }
}
