import { DomainError } from '../platform/errors';
import { PARTNER_MESSAGES } from './partners.messages';

export class PartnerNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(PARTNER_MESSAGES.notFound);
  }
}

export class NoOverduePartnerSelectedError extends DomainError {
  readonly code = 'no_overdue_partner';
  readonly kind = 'invalid';
  constructor() {
    super(PARTNER_MESSAGES.noneOverdue);
  }
}

export class NothingToRemindError extends DomainError {
  readonly code = 'nothing_to_remind';
  readonly kind = 'conflict';
  constructor() {
    super(PARTNER_MESSAGES.nothingToRemind);
  }
}

export class UnsupportedPaymentProofError extends DomainError {
  readonly code = 'unsupported_media_type';
  readonly kind = 'unsupported_media_type';
  constructor() {
    super(PARTNER_MESSAGES.proofType);
  }
}

export class PaymentProofTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor() {
    super(PARTNER_MESSAGES.proofTooLarge);
  }
}

export class PaymentProofNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(PARTNER_MESSAGES.proofNotFound);
  }
}
