import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ReferralAccount } from '@cdm/contracts';
import { ListApplicationsByReferralCodeQuery, type ApplicationView } from '../../applications';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { ReferralRepository } from '../persistence/referral.repository';
import { ListReferralAccountsQuery } from './list-referral-accounts.query';

@QueryHandler(ListReferralAccountsQuery)
export class ListReferralAccountsHandler implements IQueryHandler<ListReferralAccountsQuery, ReferralAccount[]> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<ReferralAccount[]> {
    const rows = await this.referrals.accounts();
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
