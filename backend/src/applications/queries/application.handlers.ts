import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApplicationAdminItem, ApplicationList } from '@cdm/contracts';
import { isReviewOverdue } from '@cdm/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { ApplicationNotFoundError } from '../applications.errors';
import { InvestorApplicationEntity } from '../persistence/investor-application.entity';
import {
  ApplicationView,
  GetApplicationAdminItemQuery,
  GetApplicationQuery,
  GetApplicationByInvestorQuery,
  ListApplicationsByReferralCodeQuery,
  ListApplicationsQuery,
} from './application.queries';

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

@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery, ApplicationList> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ page, pageSize, search }: ListApplicationsQuery): Promise<ApplicationList> {
    const query = this.dataSource.getRepository(InvestorApplicationEntity).createQueryBuilder('application');
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
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE deposit_paid_at IS NOT NULL)::int AS "depositsPaid",
              count(*) FILTER (WHERE deposit_paid_at IS NULL AND deposit_centavos > 0 AND status = 'pending')::int AS "pendingPayment"
       FROM investor_applications`,
    )) as Array<ApplicationList['counts']>;
    const now = this.clock.now();
    return { items: rows.map((row) => toApplicationAdminItem(row, now)), total, page, pageSize, counts };
  }
}

@QueryHandler(GetApplicationAdminItemQuery)
export class GetApplicationAdminItemHandler implements IQueryHandler<GetApplicationAdminItemQuery, ApplicationAdminItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ applicationId }: GetApplicationAdminItemQuery): Promise<ApplicationAdminItem> {
    const row = await this.dataSource.getRepository(InvestorApplicationEntity).findOne({ where: { id: applicationId } });
    if (!row) throw new ApplicationNotFoundError();
    return toApplicationAdminItem(row, this.clock.now());
  }
}

function toApplicationView(row: InvestorApplicationEntity): ApplicationView {
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

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery, ApplicationView | null> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ applicationId }: GetApplicationQuery): Promise<ApplicationView | null> {
    const row = await this.dataSource.getRepository(InvestorApplicationEntity).findOne({ where: { id: applicationId } });
    return row ? toApplicationView(row) : null;
  }
}

@QueryHandler(GetApplicationByInvestorQuery)
export class GetApplicationByInvestorHandler implements IQueryHandler<GetApplicationByInvestorQuery, ApplicationView | null> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ investorAccountId }: GetApplicationByInvestorQuery): Promise<ApplicationView | null> {
    const row = await this.dataSource
      .getRepository(InvestorApplicationEntity)
      .findOne({ where: { investorAccountId }, order: { createdAt: 'DESC' } });
    return row ? toApplicationView(row) : null;
  }
}

@QueryHandler(ListApplicationsByReferralCodeQuery)
export class ListApplicationsByReferralCodeHandler implements IQueryHandler<ListApplicationsByReferralCodeQuery, ApplicationView[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ code }: ListApplicationsByReferralCodeQuery): Promise<ApplicationView[]> {
    const rows = await this.dataSource
      .getRepository(InvestorApplicationEntity)
      .find({ where: { referralCode: code }, order: { createdAt: 'DESC' } });
    return rows.map(toApplicationView);
  }
}
