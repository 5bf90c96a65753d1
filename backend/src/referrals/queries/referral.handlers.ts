import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPLICATION_MESSAGES, ReferralAccount, ReferralLedger, ReferralStats, ReferredUser } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import {
  ListApplicationsByReferralCodeQuery,
  ValidateReferralCodeQuery,
  type ApplicationView,
  type ReferralCodeCheck,
} from '../../applications';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { Settings } from '../../platform/settings/settings';
import { ReferralCodes } from '../referral-codes';
import { GetReferralLedgerQuery, GetReferralStatsQuery, ListReferralAccountsQuery, ListReferredUsersQuery } from './referral.queries';

/** The applications flow asks; only an active code is valid (spec §6: its owner has a qualifying paid reservation). */
@QueryHandler(ValidateReferralCodeQuery)
export class ValidateReferralCodeHandler implements IQueryHandler<ValidateReferralCodeQuery, ReferralCodeCheck> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
  ) {}

  async execute({ code }: ValidateReferralCodeQuery): Promise<ReferralCodeCheck> {
    if (!code.trim()) return { valid: false, error: APPLICATION_MESSAGES.referralInvalid };
    const row = await this.codes.byCode(this.dataSource.manager, code);
    return row?.is_active ? { valid: true, ownerName: row.owner_name } : { valid: false, error: APPLICATION_MESSAGES.referralInvalid };
  }
}

const balanceOf = async (dataSource: DataSource, investorId: string) => {
  const [{ balance }] = (await dataSource.query(
    'SELECT coalesce(sum(amount_centavos), 0)::bigint AS balance FROM referral_credit_entries WHERE investor_id = $1',
    [investorId],
  )) as Array<{ balance: string }>;
  return Number(balance);
};

const toReferredUser = (application: ApplicationView): ReferredUser => {
  const depositPaid = application.depositPaidAt !== null;
  return {
    id: application.id,
    name: application.name,
    email: application.email,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    productsOfInterest: application.productsOfInterest,
    depositPaid,
    converted: application.status === 'authorized' && depositPaid,
  };
};

@QueryHandler(ListReferredUsersQuery)
export class ListReferredUsersHandler implements IQueryHandler<ListReferredUsersQuery, ReferredUser[]> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: ListReferredUsersQuery): Promise<ReferredUser[]> {
    const code = await this.codes.ofInvestor(this.dataSource.manager, investorId);
    if (!code) return [];
    const applications = await this.queries.execute<ListApplicationsByReferralCodeQuery, ApplicationView[]>(
      new ListApplicationsByReferralCodeQuery(code.code),
    );
    return applications.map(toReferredUser);
  }
}

@QueryHandler(GetReferralStatsQuery)
export class GetReferralStatsHandler implements IQueryHandler<GetReferralStatsQuery, ReferralStats> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
    private readonly settings: Settings,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: GetReferralStatsQuery): Promise<ReferralStats> {
    const [code, threshold, balance] = await Promise.all([
      this.codes.ofInvestor(this.dataSource.manager, investorId),
      this.settings.get('referralActivationCentavos'),
      balanceOf(this.dataSource, investorId),
    ]);
    const users = await this.queries.execute<ListReferredUsersQuery, ReferredUser[]>(new ListReferredUsersQuery(investorId));
    return {
      totalReferrals: users.length,
      convertedReferrals: users.filter((user) => user.converted).length,
      accumulatedCreditCentavos: balance,
      isValidated: code?.is_active ?? false,
      reservationAmountCentavos: Number(code?.qualifying_deposit_centavos ?? 0),
      activationThresholdCentavos: threshold,
    };
  }
}

@QueryHandler(GetReferralLedgerQuery)
export class GetReferralLedgerHandler implements IQueryHandler<GetReferralLedgerQuery, ReferralLedger> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ReferralCodes,
  ) {}

  async execute({ investorId }: GetReferralLedgerQuery): Promise<ReferralLedger> {
    const [code, entries] = await Promise.all([
      this.codes.ofInvestor(this.dataSource.manager, investorId),
      this.dataSource.query(
        `SELECT id, kind, amount_centavos, reason, sale_reservation_id, role, created_by, created_at
         FROM referral_credit_entries WHERE investor_id = $1 ORDER BY created_at, id`,
        [investorId],
      ) as Promise<Array<Record<string, unknown>>>,
    ]);
    return {
      investorId,
      referralCode: code?.code ?? null,
      isActive: code?.is_active ?? false,
      balanceCentavos: entries.reduce((sum, entry) => sum + Number(entry.amount_centavos), 0),
      entries: entries.map((entry) => ({
        id: String(entry.id),
        kind: entry.kind as ReferralLedger['entries'][number]['kind'],
        amountCentavos: Number(entry.amount_centavos),
        reason: String(entry.reason),
        saleReservationId: (entry.sale_reservation_id as string | null) ?? null,
        role: (entry.role as 'referrer' | 'buyer' | null) ?? null,
        createdBy: String(entry.created_by),
        createdAt: (entry.created_at as Date).toISOString(),
      })),
    };
  }
}

@QueryHandler(ListReferralAccountsQuery)
export class ListReferralAccountsHandler implements IQueryHandler<ListReferralAccountsQuery, ReferralAccount[]> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<ReferralAccount[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.code, c.owner_name, c.owner_investor_id, c.is_active,
              coalesce((SELECT sum(amount_centavos) FROM referral_credit_entries e WHERE e.investor_id = c.owner_investor_id), 0)::bigint AS balance
       FROM referral_codes c WHERE c.owner_investor_id IS NOT NULL ORDER BY c.created_at DESC LIMIT 500`,
    )) as Array<{ code: string; owner_name: string; owner_investor_id: string; is_active: boolean; balance: string }>;
    return Promise.all(
      rows.map(async (row) => {
        const referred = await this.queries.execute<ListApplicationsByReferralCodeQuery, ApplicationView[]>(
          new ListApplicationsByReferralCodeQuery(row.code),
        );
        const owner = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(row.owner_investor_id));
        return {
          investorId: row.owner_investor_id,
          name: owner?.name ?? row.owner_name,
          email: owner?.email ?? '',
          referralCode: row.code,
          isActive: row.is_active,
          referrals: referred.length,
          balanceCentavos: Number(row.balance),
        };
      }),
    );
  }
}
