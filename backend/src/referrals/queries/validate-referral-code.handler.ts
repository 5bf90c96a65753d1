import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ValidateReferralCodeQuery, type ReferralCodeCheck } from '../../applications';
import { ReferralRepository } from '../persistence/referral.repository';
import { REFERRAL_CONTEXT_MESSAGES } from '../referrals.messages';

/** The applications flow asks; only an active code is valid (its owner has a qualifying paid reservation: decisions.md #23). */
@QueryHandler(ValidateReferralCodeQuery)
export class ValidateReferralCodeHandler implements IQueryHandler<ValidateReferralCodeQuery, ReferralCodeCheck> {
  constructor(private readonly referrals: ReferralRepository) {}

  async execute({ code }: ValidateReferralCodeQuery): Promise<ReferralCodeCheck> {
    if (!code.trim()) return { valid: false, error: REFERRAL_CONTEXT_MESSAGES.codeInvalid };
    const row = await this.referrals.codeByCode(code);
    return row?.is_active ? { valid: true, ownerName: row.owner_name } : { valid: false, error: REFERRAL_CONTEXT_MESSAGES.codeInvalid };
  }
}
