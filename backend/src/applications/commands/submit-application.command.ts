import type { InvestorApplicationDto, InvestorApplicationResponse } from '@cdm/contracts';

/**
 * Stores an application. With a valid referral code: direct access (no deposit), the investor
 * account is created and, when it is new, a set-up link is emailed (the browser is never signed
 * in by the application itself). Otherwise the deposit's
 * intent is opened in the same transaction. The same application id again is the same application.
 */
export class SubmitApplicationCommand {
  constructor(readonly application: InvestorApplicationDto) {}
}

export type SubmitApplicationResult = InvestorApplicationResponse;
