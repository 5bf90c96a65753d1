import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StaffMember } from '@cdm/contracts';
import { Clock } from '../../clock/clock';
import { AuditTrail } from '../../audit/audit-trail';
import { CannotChangeOwnAccountError, StaffAccountNotFoundError } from '../identity.errors';
import { StaffAccountEntity } from '../persistence/staff-account.entity';
import { SessionStore } from '../session-store';
import { toStaffMember } from '../staff-member';
import { UpdateStaffAccountCommand } from './update-staff-account.command';

@CommandHandler(UpdateStaffAccountCommand)
export class UpdateStaffAccountHandler implements ICommandHandler<UpdateStaffAccountCommand, StaffMember> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ staffAccountId, changes, context }: UpdateStaffAccountCommand): Promise<StaffMember> {
    const isSelf = context.actor.id === staffAccountId;
    if (isSelf && (changes.disabled === true || (changes.role && changes.role !== 'admin'))) throw new CannotChangeOwnAccountError();

    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(StaffAccountEntity);
      const account = await repository.findOne({ where: { id: staffAccountId }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new StaffAccountNotFoundError();
      const before = toStaffMember(account);
      if (changes.role) account.role = changes.role;
      if (changes.disabled !== undefined) account.disabledAt = changes.disabled ? (account.disabledAt ?? this.clock.now()) : null;
      const saved = await repository.save(account);
      if (changes.disabled) await this.sessions.revokeAll(manager, 'staff', account.id);
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
