import type { ApplicationStatus } from '@cdm/contracts';

/** Answered by the referrals context, which owns the codes; the applications flow only asks. */
export class ValidateReferralCodeQuery {
  constructor(readonly code: string) {}
}

export type ReferralCodeCheck = { valid: true; ownerName: string } | { valid: false; error: string };

export class ListApplicationsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}

export class GetApplicationAdminItemQuery {
  constructor(readonly applicationId: string) {}
}

/** What other contexts (notifications) may read of an application. */
export class GetApplicationQuery {
  constructor(readonly applicationId: string) {}
}

export type ApplicationView = {
  id: string;
  name: string;
  email: string;
  status: ApplicationStatus;
  depositCentavos: number;
  depositPaidAt: Date | null;
  directAccess: boolean;
  referralCode: string | null;
  productsOfInterest: string[];
  investorAccountId: string | null;
  createdAt: Date;
};

/** The latest application that opened an investor's account (the referrals context asks who referred a buyer). */
export class GetApplicationByInvestorQuery {
  constructor(readonly investorAccountId: string) {}
}

/** Applications that used a referral code: the referrer's "referred users" (spec §3). */
export class ListApplicationsByReferralCodeQuery {
  constructor(readonly code: string) {}
}
