import { StaffMember } from '@cdm/contracts';
import { StaffAccountEntity } from './persistence/staff-account.entity';

export function toStaffMember(account: StaffAccountEntity): StaffMember {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    disabled: account.disabledAt !== null,
    createdAt: account.createdAt.toISOString(),
  };
}
