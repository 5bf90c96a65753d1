import type { Attribution } from '@cdm/domain';
import type { RecordSelection } from '../../platform/database';

/** Which of the leads' records: information requests, bookings whose deposit was paid (refunded ones too), letters of intent. */
export type LeadRecordKind = 'information_request' | 'paid_booking' | 'letter_of_intent';

/**
 * Leads' records as a context that keeps its own copy reads them (analytics: how people arrived and
 * when): the email, the time that counts (submitted, or paid for a booking) and the attribution the
 * browser sent. A record not in the answer has no such time (a booking not paid) or no longer exists.
 */
export class ListLeadRecordsQuery {
  constructor(
    readonly kind: LeadRecordKind,
    readonly selection: RecordSelection,
  ) {}
}

export type LeadRecord = { id: string; email: string; at: Date; attribution: Attribution | null };
