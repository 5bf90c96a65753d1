import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { AuditTrail, SYSTEM_CONTEXT } from '../../audit/audit-trail';
import { IDENTITY_CONTEXT_MESSAGES } from '../identity.messages';
import { hashPassword } from '../passwords';
import { AccountRepository } from '../persistence/account.repository';
import { EnsureFirstAdminCommand } from './ensure-first-admin.command';

@CommandHandler(EnsureFirstAdminCommand)
export class EnsureFirstAdminHandler implements ICommandHandler<EnsureFirstAdminCommand, boolean> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ email, password }: EnsureFirstAdminCommand): Promise<boolean> {
    const emailNormalized = normalizeEmail(email);
    if (await this.accounts.staffExists(emailNormalized)) return false;
    const passwordHash = await hashPassword(password);
    return this.accounts.transaction(async (manager) => {
      // Several instances may start at once: the unique email lets exactly one insert.
      const createdId = await this.accounts.insertStaff(
        {
          email: email.trim(),
          emailNormalized,
          name: IDENTITY_CONTEXT_MESSAGES.firstAdminName,
          role: 'admin',
          passwordHash,
        },
        manager,
      );
      if (createdId === null) return false;
      await this.audit.record(manager, SYSTEM_CONTEXT, {
        action: 'staff.created',
        entityType: 'staff_account',
        entityId: createdId,
        after: { email: email.trim(), role: 'admin', origin: 'ADMIN_EMAIL' },
      });
      return true;
    });
  }
}
