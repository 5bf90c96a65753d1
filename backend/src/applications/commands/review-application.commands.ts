import type { ApplicationStatus } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** Staff move an application (spec §4): authorising opens the investor account and emails a set-up link. */
export class UpdateApplicationStatusCommand {
  constructor(
    readonly applicationId: string,
    readonly status: ApplicationStatus,
    readonly context: AuditContext,
  ) {}
}

/** A fresh set-up link for an authorised applicant whose first one was lost or expired. */
export class ResendApplicationCredentialsCommand {
  constructor(
    readonly applicationId: string,
    readonly context: AuditContext,
  ) {}
}

/** Refunds the deposit of a rejected application. */
export class RefundApplicationDepositCommand {
  constructor(
    readonly applicationId: string,
    readonly context: AuditContext,
  ) {}
}
