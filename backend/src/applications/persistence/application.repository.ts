import { Injectable } from '@nestjs/common';
import type { ApplicationList } from '@cdm/contracts';
import { EntityManager } from 'typeorm';
import { lockForTransaction, recordSelectionSql, TransactionalRepository, type RecordSelection } from '../../platform/database';
import type { ApplicationRecord } from '../queries/list-application-records.query';
import { InvestorApplicationEntity } from './investor-application.entity';

/** The applications context's SQL and locks, in the caller's transaction. */
@Injectable()
export class ApplicationRepository extends TransactionalRepository {
  findById(applicationId: string, manager: EntityManager = this.dataSource.manager): Promise<InvestorApplicationEntity | null> {
    return manager.getRepository(InvestorApplicationEntity).findOne({ where: { id: applicationId } });
  }

  /** The application row locked for the rest of the transaction. */
  lockById(applicationId: string, manager: EntityManager): Promise<InvestorApplicationEntity | null> {
    return manager.getRepository(InvestorApplicationEntity).findOne({ where: { id: applicationId }, lock: { mode: 'pessimistic_write' } });
  }

  /** One email's submissions run one at a time, so "one open application per email" holds. */
  lockEmail(emailNormalized: string, manager: EntityManager): Promise<void> {
    return lockForTransaction(manager, `investor-application:${emailNormalized}`);
  }

  async update(applicationId: string, change: Partial<InvestorApplicationEntity>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(InvestorApplicationEntity).update(applicationId, change);
  }

  /** The latest application that opened an investor's account. */
  latestOfInvestor(investorAccountId: string, manager: EntityManager = this.dataSource.manager): Promise<InvestorApplicationEntity | null> {
    return manager.getRepository(InvestorApplicationEntity).findOne({ where: { investorAccountId }, order: { createdAt: 'DESC' } });
  }

  withReferralCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<InvestorApplicationEntity[]> {
    return manager.getRepository(InvestorApplicationEntity).find({ where: { referralCode: code }, order: { createdAt: 'DESC' } });
  }

  /** The staff list, newest first, with the counts over every application. */
  async list(
    { page, pageSize, search }: { page: number; pageSize: number; search?: string }, manager: EntityManager = this.dataSource.manager,
  ): Promise<{ rows: InvestorApplicationEntity[]; total: number; counts: ApplicationList['counts'] }> {
    const query = manager.getRepository(InvestorApplicationEntity).createQueryBuilder('application');
    const term = search?.trim();
    if (term) {
      // Escape LIKE wildcards so a search for "50%" means that text.
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where('(application.name ILIKE :pattern OR application.email ILIKE :pattern)', { pattern });
    }
    const [rows, total] = await query
      .orderBy('application.created_at', 'DESC')
      .addOrderBy('application.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const [counts] = (await manager.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE deposit_paid_at IS NOT NULL)::int AS "depositsPaid",
              count(*) FILTER (WHERE deposit_paid_at IS NULL AND deposit_centavos > 0 AND status = 'pending')::int AS "pendingPayment"
       FROM investor_applications`,
    )) as Array<ApplicationList['counts']>;
    return { rows, total, counts };
  }

  /** ListApplicationRecordsQuery: by id or in keyset pages. */
  async records(selection: RecordSelection): Promise<ApplicationRecord[]> {
    const parameters: unknown[] = [];
    const { where, tail } = recordSelectionSql(selection, 'id', parameters);
    return (await this.dataSource.query(
      `SELECT id, email, created_at AS at, referral_code AS "referralCode", attribution FROM investor_applications WHERE ${where} ${tail}`,
      parameters,
    )) as ApplicationRecord[];
  }
}
