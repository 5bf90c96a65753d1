import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ReferralStats, ReferredUser } from '@cdm/contracts';
import { Settings } from '../../platform/settings/settings';
import { ReferralRepository } from '../persistence/referral.repository';
import { GetReferralStatsQuery } from './get-referral-stats.query';
import { ListReferredUsersQuery } from './list-referred-users.query';

@QueryHandler(GetReferralStatsQuery)
export class GetReferralStatsHandler implements IQueryHandler<GetReferralStatsQuery, ReferralStats> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly settings: Settings,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: GetReferralStatsQuery): Promise<ReferralStats> {
    const [code, threshold, balance] = await Promise.all([
      this.referrals.codeOfInvestor(investorId),
      this.settings.get('referralActivationCentavos'),
      this.referrals.balanceOf(investorId),
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
