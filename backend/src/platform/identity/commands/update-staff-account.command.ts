import type { UpdateStaffAccountDto } from '@cdm/contracts';
import type { AuditContext } from '../../audit/audit-trail';

export class UpdateStaffAccountCommand {
  constructor(
    readonly staffAccountId: string,
    readonly changes: UpdateStaffAccountDto,
    readonly context: AuditContext,
  ) {}
}
