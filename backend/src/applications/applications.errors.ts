import { APPLICATION_MESSAGES } from '@cdm/contracts';
import { DomainError } from '../platform/errors';

export class DuplicateApplicationError extends DomainError {
  readonly code = 'application_in_review';
  readonly kind = 'conflict';
  constructor() {
    super(APPLICATION_MESSAGES.duplicate);
  }
}

export class ApplicationNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos esa aplicación.');
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
    super('Esta aplicación ya fue revisada; si necesitas cambiar algo, escríbenos.');
  }
}

export class InvalidReferralCodeError extends DomainError {
  readonly code = 'invalid_referral_code';
  readonly kind = 'invalid';
  constructor(message: string) {
    super(message);
  }
}
