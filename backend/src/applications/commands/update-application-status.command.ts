import type { ApplicationStatus } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** Staff move an application (investor-portal.md §4 "Application status (admin)"): authorising opens the investor account and emails a set-up link. */
export class UpdateApplicationStatusCommand {
  constructor(
    readonly applicationId: string,
    readonly status: ApplicationStatus,
    readonly context: AuditContext,
  ) {}
}
