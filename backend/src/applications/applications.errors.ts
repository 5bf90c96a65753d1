import { DomainError } from '../platform/errors';
import { APPLICATION_CONTEXT_MESSAGES } from './applications.messages';

export class DuplicateApplicationError extends DomainError {
  readonly code = 'application_in_review';
  readonly kind = 'conflict';
  constructor() {
    super(APPLICATION_CONTEXT_MESSAGES.duplicate);
  }
}

export class ApplicationNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(APPLICATION_CONTEXT_MESSAGES.notFound);
  }
}

export class ApplicationTransitionError extends DomainError {
  readonly code = 'invalid_transition';
  readonly kind = 'conflict';
}

export class ApplicationAlreadySubmittedError extends DomainError {
  readonly code = 'application_closed';
  readonly kind = 'conflict';
  constructor() {
    super(APPLICATION_CONTEXT_MESSAGES.alreadySubmitted);
  }
}

export class InvalidReferralCodeError extends DomainError {
  readonly code = 'invalid_referral_code';
  readonly kind = 'invalid';
  constructor(message: string) {
    super(message);
  }
}
