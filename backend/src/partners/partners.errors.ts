import { PARTNER_PAYMENT_PROOF_MESSAGES } from '@cdm/contracts';
import { REMINDER_SELECTION_MESSAGES } from '@cdm/domain';
import { DomainError } from '../platform/errors';

export class PartnerNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos ese socio.');
  }
}

export class NoOverduePartnerSelectedError extends DomainError {
  readonly code = 'no_overdue_partner';
  readonly kind = 'invalid';
  constructor() {
    super(REMINDER_SELECTION_MESSAGES.noneOverdue);
  }
}

export class NothingToRemindError extends DomainError {
  readonly code = 'nothing_to_remind';
  readonly kind = 'conflict';
  constructor() {
    super('Ese socio no tiene pagos pendientes.');
  }
}

export class UnsupportedPaymentProofError extends DomainError {
  readonly code = 'unsupported_media_type';
  readonly kind = 'unsupported_media_type';
  constructor() {
    super(PARTNER_PAYMENT_PROOF_MESSAGES.proofType);
  }
}

export class PaymentProofTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor() {
    super(PARTNER_PAYMENT_PROOF_MESSAGES.proofTooLarge);
  }
}

export class PaymentProofNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(PARTNER_PAYMENT_PROOF_MESSAGES.notFound);
  }
}
