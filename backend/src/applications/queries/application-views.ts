import type { ApplicationAdminItem } from '@cdm/contracts';
import { isReviewOverdue } from '@cdm/domain';
import type { InvestorApplicationEntity } from '../persistence/investor-application.entity';
import type { ApplicationView } from './get-application.query';

export function toApplicationAdminItem(row: InvestorApplicationEntity, now: Date): ApplicationAdminItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    investmentRange: row.investmentRange,
    productsOfInterest: row.productsOfInterest,
    referralCode: row.referralCode,
    status: row.status,
    depositPaid: row.depositPaidAt !== null,
    depositCentavos: row.depositCentavos,
    refundStatus: row.refundStatus,
    createdAt: row.createdAt.toISOString(),
    depositPaidAt: row.depositPaidAt?.toISOString() ?? null,
    overdueReview: isReviewOverdue(row.status, row.depositPaidAt, now),
    credentials: row.credentialsSentAt ? { username: row.email, sentAt: row.credentialsSentAt.toISOString() } : null,
  };
}

export function toApplicationView(row: InvestorApplicationEntity): ApplicationView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    depositCentavos: row.depositCentavos,
    depositPaidAt: row.depositPaidAt,
    directAccess: row.depositCentavos === 0,
    referralCode: row.referralCode,
    productsOfInterest: row.productsOfInterest,
    investorAccountId: row.investorAccountId,
    createdAt: row.createdAt,
  };
}
