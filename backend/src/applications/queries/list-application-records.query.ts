import type { Attribution } from '@cdm/domain';
import type { RecordSelection } from '../../platform/database';

/**
 * Applications as a context that keeps its own copy reads them (analytics): the email, when it was
 * submitted, the referral code it carried and the attribution the browser sent.
 */
export class ListApplicationRecordsQuery {
  constructor(readonly selection: RecordSelection) {}
}

export type ApplicationRecord = { id: string; email: string; at: Date; referralCode: string | null; attribution: Attribution | null };
