import { Injectable } from '@nestjs/common';
import type { InformationRequestList } from '@cdm/contracts';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';
import { InformationRequestEntity } from './information-request.entity';
import { searchPattern } from './search-pattern';

export type NewInformationRequest = Omit<InformationRequestEntity, 'id' | 'processed'>;

/** The SQL of information requests: the submission with the repeat check of one mailbox (decisions.md #1) and the staff list. */
@Injectable()
export class InformationRequestRepository extends TransactionalRepository {
  /**
   * The public write path in one round trip (migration 1765200000000): under the mailbox's lock, the
   * latest request since `since` if there is one (a repeat: nothing is written), else the new request
   * and its outbox row, in one transaction.
   */
  async submit(
    request: NewInformationRequest & { id: string },
    repeatCheck: { mailbox: string; since: Date },
    outboxRow: { type: string; payload: string; queuePrefix: string },
  ): Promise<{ id: string; submittedAt: Date; isRepeat: boolean }> {
    const [row] = await this.dataSource.query<Array<{ id: string; submitted_at: Date; is_repeat: boolean }>>(
      `SELECT id, submitted_at, is_repeat FROM cdm_submit_information_request(
         $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
      [
        request.id,
        repeatCheck.mailbox,
        repeatCheck.since,
        request.fullName,
        request.email,
        request.emailNormalized,
        request.phone,
        request.cityState,
        request.interestType,
        request.productsOfInterest,
        request.howHeardAbout,
        request.utmSource,
        request.utmMedium,
        request.utmCampaign,
        request.utmTerm,
        request.utmContent,
        request.referrerPage,
        request.submittedAt,
        outboxRow.type,
        outboxRow.payload,
        outboxRow.queuePrefix,
        request.attribution === null ? null : JSON.stringify(request.attribution),
      ],
    );
    return { id: row.id, submittedAt: row.submitted_at, isRepeat: row.is_repeat };
  }

  /** The request as other contexts read it (its contact and interests; never the staff's flag). */
  publicView(id: string, manager: EntityManager = this.dataSource.manager): Promise<InformationRequestEntity | null> {
    return manager.getRepository(InformationRequestEntity).findOne({
      where: { id },
      select: ['id', 'fullName', 'email', 'phone', 'cityState', 'interestType', 'productsOfInterest', 'howHeardAbout', 'submittedAt'],
    });
  }

  /** The request locked for the rest of the transaction. */
  lockById(id: string, manager: EntityManager): Promise<InformationRequestEntity | null> {
    return manager.getRepository(InformationRequestEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async setProcessed(id: string, processed: boolean, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(InformationRequestEntity).update({ id }, { processed });
  }

  /** One page of the staff list (newest first; search by name or email) and the processed count. */
  async staffPage(
    page: number,
    pageSize: number,
    search?: string,
  ): Promise<{ rows: InformationRequestEntity[]; total: number; counts: InformationRequestList['counts'] }> {
    const query = this.dataSource.getRepository(InformationRequestEntity).createQueryBuilder('request');
    const pattern = searchPattern(search);
    if (pattern) query.where('(request.full_name ILIKE :pattern OR request.email ILIKE :pattern)', { pattern });
    const [rows, total] = await query
      .orderBy('request.submitted_at', 'DESC')
      .addOrderBy('request.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const [counts] = await this.dataSource.query<Array<{ total: number; processed: number }>>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE processed)::int AS processed FROM information_requests`,
    );
    return { rows, total, counts: { total: counts.total, processed: counts.processed, pending: counts.total - counts.processed } };
  }
}
