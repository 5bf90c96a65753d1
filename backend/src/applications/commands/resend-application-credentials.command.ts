import type { AuditContext } from '../../platform/audit';

/** A fresh set-up link for an authorised applicant whose first one was lost or expired. */
export class ResendApplicationCredentialsCommand {
  constructor(
    readonly applicationId: string,
    readonly context: AuditContext,
  ) {}
}
