import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../audit/audit-trail';
import { updateReturning } from '../../database/update-returning';
import { StaffAccountNotFoundError } from '../identity.errors';
import { hashPassword } from '../passwords';
import { SessionStore } from '../session-store';
import { ResetStaffPasswordCommand } from './reset-staff-password.command';

@CommandHandler(ResetStaffPasswordCommand)
export class ResetStaffPasswordHandler implements ICommandHandler<ResetStaffPasswordCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ staffAccountId, password, context }: ResetStaffPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const updated = await updateReturning(
        manager,
        'UPDATE staff_accounts SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING id',
        [staffAccountId, passwordHash],
      );
      if (updated.length === 0) throw new StaffAccountNotFoundError();
      // Sessions opened with the old password end with it.
      await this.sessions.revokeAll(manager, 'staff', staffAccountId);
      await this.audit.record(manager, context, { action: 'staff.password_reset', entityType: 'staff_account', entityId: staffAccountId });
    });
  }
}
