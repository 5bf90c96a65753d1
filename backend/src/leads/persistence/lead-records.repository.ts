import { Injectable } from '@nestjs/common';
import { recordSelectionSql, TransactionalRepository, type RecordSelection } from '../../platform/database';
import type { LeadRecord, LeadRecordKind } from '../queries/list-lead-records.query';

const SOURCES: Record<LeadRecordKind, { table: string; at: string; only?: string }> = {
  information_request: { table: 'information_requests', at: 'submitted_at' },
  paid_booking: { table: 'presentation_bookings', at: 'paid_at', only: 'paid_at IS NOT NULL' },
  letter_of_intent: { table: 'letter_submissions', at: 'submitted_at' },
};

/** The leads' records other contexts copy (ListLeadRecordsQuery), by id or in keyset pages. */
@Injectable()
export class LeadRecordsRepository extends TransactionalRepository {
  async records(kind: LeadRecordKind, selection: RecordSelection): Promise<LeadRecord[]> {
    const source = SOURCES[kind];
    const parameters: unknown[] = [];
    const { where, tail } = recordSelectionSql(selection, 'id', parameters);
    const rows = (await this.dataSource.query(
      `SELECT id, email, ${source.at} AS at, attribution FROM ${source.table}
       WHERE ${where}${source.only ? ` AND ${source.only}` : ''} ${tail}`,
      parameters,
    )) as LeadRecord[];
    return rows;
  }
}
