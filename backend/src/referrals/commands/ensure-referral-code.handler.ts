import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { type CodeRow, ReferralRepository } from '../persistence/referral.repository';
import { REFERRAL_CONTEXT_MESSAGES } from '../referrals.messages';
import { EnsureReferralCodeCommand } from './ensure-referral-code.command';

@CommandHandler(EnsureReferralCodeCommand)
export class EnsureReferralCodeHandler implements ICommandHandler<EnsureReferralCodeCommand, CodeRow> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: EnsureReferralCodeCommand): Promise<CodeRow> {
    const existing = await this.referrals.codeOfInvestor(investorId);
    if (existing) return existing;
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(investorId));
    return this.referrals.ensureCode(investorId, investor?.name ?? REFERRAL_CONTEXT_MESSAGES.defaultOwnerName);
  }
}
