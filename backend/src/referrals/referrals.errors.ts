import { DomainError } from '../platform/errors';
import { REFERRAL_CONTEXT_MESSAGES } from './referrals.messages';

export class ReferralSaleNotCreditedError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(REFERRAL_CONTEXT_MESSAGES.saleNotCredited);
  }
}
