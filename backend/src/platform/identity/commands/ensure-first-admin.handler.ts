import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '@cdm/domain';
import { AuditTrail, SYSTEM_CONTEXT } from '../../audit/audit-trail';
import { hashPassword } from '../passwords';
import { EnsureFirstAdminCommand } from './ensure-first-admin.command';

@CommandHandler(EnsureFirstAdminCommand)
export class EnsureFirstAdminHandler implements ICommandHandler<EnsureFirstAdminCommand, boolean> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ email, password }: EnsureFirstAdminCommand): Promise<boolean> {
    const emailNormalized = normalizeEmail(email);
    const [existing] = await this.dataSource.query('SELECT 1 FROM staff_accounts WHERE email_normalized = $1', [emailNormalized]);
    if (existing) return false;
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      // Several instances may start at once: the unique email lets exactly one insert.
      const [created] = await manager.query(
        `INSERT INTO staff_accounts (email, email_normalized, name, role, password_hash)
         VALUES ($1, $2, 'Administrador', 'admin', $3) ON CONFLICT (email_normalized) DO NOTHING RETURNING id`,
        [email.trim(), emailNormalized, passwordHash],
      );
      if (!created) return false;
      await this.audit.record(manager, SYSTEM_CONTEXT, {
        action: 'staff.created',
        entityType: 'staff_account',
        entityId: created.id,
        after: { email: email.trim(), role: 'admin', origin: 'ADMIN_EMAIL' },
      });
      return true;
    });
  }
}
