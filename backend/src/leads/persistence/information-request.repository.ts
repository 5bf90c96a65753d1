import { Injectable } from '@nestjs/common';
import type { InformationRequestList } from '@cdm/contracts';
import { EntityManager } from 'typeorm';
import { lockForTransaction, TransactionalRepository } from '../../platform/database';
import { InformationRequestEntity } from './information-request.entity';
import { searchPattern } from './search-pattern';

export type NewInformationRequest = Omit<InformationRequestEntity, 'id' | 'processed'>;

/** The SQL of information requests: the repeat check of one mailbox (decisions.md #1) and the staff list. */
@Injectable()
export class InformationRequestRepository extends TransactionalRepository {
  /** Requests of one mailbox run one at a time, so a double submit cannot slip past the repeat check. */
  lockMailbox(mailbox: string, manager: EntityManager): Promise<void> {
    return lockForTransaction(manager, `information-request:${mailbox}`);
  }

  /** The mailbox's latest request since `since`, if any (one indexed read of the generated mailbox column). */
  async latestFromMailbox(mailbox: string, since: Date, manager: EntityManager = this.dataSource.manager): Promise<{ id: string; submittedAt: Date } | null> {
    const [previous] = await manager.query<Array<{ id: string; submitted_at: Date }>>(
      `SELECT id, submitted_at FROM information_requests
       WHERE email_mailbox = $1 AND submitted_at > $2
       ORDER BY submitted_at DESC LIMIT 1`,
      [mailbox, since],
    );
    return previous ? { id: previous.id, submittedAt: previous.submitted_at } : null;
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

  /**
   * One INSERT … RETURNING on the public write path: TypeORM's save() would build and diff an entity
   * for a row that is only ever inserted here, several times the JavaScript of the query itself.
   */
  async insert(request: NewInformationRequest, manager: EntityManager = this.dataSource.manager): Promise<{ id: string; submittedAt: Date }> {
    const [row] = await manager.query<Array<{ id: string; submitted_at: Date }>>(
      `INSERT INTO information_requests (full_name, email, email_normalized, phone, city_state, interest_type, products_of_interest,
         how_heard_about, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_page, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id, submitted_at`,
      [
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
      ],
    );
    return { id: row.id, submittedAt: row.submitted_at };
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
