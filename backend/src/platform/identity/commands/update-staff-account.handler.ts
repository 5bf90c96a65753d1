import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StaffMember } from '@cdm/contracts';
import { Clock } from '../../clock/clock';
import { AuditTrail } from '../../audit/audit-trail';
import { CannotChangeOwnAccountError, StaffAccountNotFoundError } from '../identity.errors';
import { AccountRepository } from '../persistence/account.repository';
import { SessionStore } from '../session-store';
import { toStaffMember } from '../staff-member';
import { UpdateStaffAccountCommand } from './update-staff-account.command';

@CommandHandler(UpdateStaffAccountCommand)
export class UpdateStaffAccountHandler implements ICommandHandler<UpdateStaffAccountCommand, StaffMember> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ staffAccountId, changes, context }: UpdateStaffAccountCommand): Promise<StaffMember> {
    const isSelf = context.actor.id === staffAccountId;
    if (isSelf && (changes.disabled === true || (changes.role && changes.role !== 'admin'))) throw new CannotChangeOwnAccountError();

    return this.accounts.transaction(async (manager) => {
      const account = await this.accounts.lockStaff(staffAccountId, manager);
      if (!account) throw new StaffAccountNotFoundError();
      const before = toStaffMember(account);
      if (changes.role) account.role = changes.role;
      if (changes.disabled !== undefined) account.disabledAt = changes.disabled ? (account.disabledAt ?? this.clock.now()) : null;
      const saved = await this.accounts.saveStaff(account, manager);
      if (changes.disabled) await this.sessions.revokeAll({ type: 'staff', id: account.id }, manager);
      const after = toStaffMember(saved);
      await this.audit.record(manager, context, {
        action: 'staff.updated',
        entityType: 'staff_account',
        entityId: account.id,
        before: { role: before.role, disabled: before.disabled },
        after: { role: after.role, disabled: after.disabled },
      });
      return after;
    });
  }
}
