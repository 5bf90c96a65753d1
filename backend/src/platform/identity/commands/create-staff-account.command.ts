import type { CreateStaffAccountDto } from '@cdm/contracts';
import type { AuditContext } from '../../audit/audit-trail';

export class CreateStaffAccountCommand {
  constructor(
    readonly account: CreateStaffAccountDto,
    readonly context: AuditContext,
  ) {}
}
