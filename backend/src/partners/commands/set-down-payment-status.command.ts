import type { AuditContext } from '../../platform/audit';

/** The down-payment toggle (investor-portal.md §4 "Other admin states"): marking sets the date to now, unmarking clears it. */
export class SetDownPaymentStatusCommand {
  constructor(
    readonly partnerId: string,
    readonly paid: boolean,
    readonly context: AuditContext,
  ) {}
}
