import type { ApplicationStatus } from '@cdm/contracts';

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
