import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StaffMember } from '@cdm/contracts';
import { normalizeEmail } from '@cdm/domain';
import { AuditTrail } from '../../audit/audit-trail';
import { EmailTakenError } from '../identity.errors';
import { AccountRepository } from '../persistence/account.repository';
import { hashPassword } from '../passwords';
import { StaffAccountEntity } from '../persistence/staff-account.entity';
import { toStaffMember } from '../staff-member';
import { CreateStaffAccountCommand } from './create-staff-account.command';

@CommandHandler(CreateStaffAccountCommand)
export class CreateStaffAccountHandler implements ICommandHandler<CreateStaffAccountCommand, StaffMember> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ account, context }: CreateStaffAccountCommand): Promise<StaffMember> {
    const passwordHash = await hashPassword(account.password);
    return this.accounts.transaction(async (manager) => {
      const id = await this.accounts.insertStaff(
        {
          email: account.email.trim(),
          emailNormalized: normalizeEmail(account.email),
          name: account.name.trim(),
          role: account.role,
          passwordHash,
        },
        manager,
      );
      if (id === null) throw new EmailTakenError();
      const created = await manager.getRepository(StaffAccountEntity).findOneByOrFail({ id });
      await this.audit.record(manager, context, {
        action: 'staff.created',
        entityType: 'staff_account',
        entityId: created.id,
        after: { email: created.email, name: created.name, role: created.role },
      });
      return toStaffMember(created);
    });
  }
}
