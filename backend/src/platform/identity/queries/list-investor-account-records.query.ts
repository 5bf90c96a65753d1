import type { RecordSelection } from '../../database';

/**
 * Investor accounts as a context that keeps its own copy reads them (analytics): the email and when
 * the account became active (a one-time link emailed to it was used; null while it was not).
 */
export class ListInvestorAccountRecordsQuery {
  constructor(readonly selection: RecordSelection) {}
}

export type InvestorAccountRecord = { id: string; email: string; activatedAt: Date | null };
