import type { RecordSelection } from '../../platform/database';

/**
 * Contracts as a context that keeps its own copy reads them (analytics): whose, and when both parties
 * had signed (the countersignature that seals it; null while not). A rescinded contract keeps its date.
 */
export class ListSignedContractsQuery {
  constructor(readonly selection: RecordSelection) {}
}

export type SignedContractRecord = { id: string; investorId: string; signedAt: Date | null };
