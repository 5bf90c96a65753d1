import type { AuditContext } from '../../audit/audit-trail';

/**
 * Public command: other contexts (applications, referrals) open investor accounts with it.
 * The account needs its password set up; an existing account with the email is returned as is.
 */
export class CreateInvestorAccountCommand {
  constructor(
    readonly email: string,
    readonly name: string,
    readonly context: AuditContext,
    readonly applicationId: string | null = null,
  ) {}
}

export type CreateInvestorAccountResult = { investorAccountId: string; created: boolean };
