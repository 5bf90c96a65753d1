import type { AuditContext } from '../../platform/audit';

/** The partner's money changed in the record of money received (a statement line applied or undone, money re-assigned): their standing follows. */
export class RecomputePartnerStandingCommand {
  constructor(
    readonly partnerId: string,
    readonly context: AuditContext,
  ) {}
}
