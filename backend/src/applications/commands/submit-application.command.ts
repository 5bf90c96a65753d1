import type { InvestorApplicationDto, InvestorApplicationResponse } from '@cdm/contracts';

/**
 * Stores an application. With a valid referral code: direct access (no deposit), the investor
 * account is created and, when it is new, the browser is signed in. Otherwise the deposit's
 * intent is opened in the same transaction. The same application id again is the same application.
 */
export class SubmitApplicationCommand {
  constructor(readonly application: InvestorApplicationDto) {}
}

/** The spec's answer plus, for a direct access, the session for the controller to set. */
export type SubmitApplicationResult = InvestorApplicationResponse & { sessionToken: string | null };
