import { DomainError } from '../errors';
import { IDENTITY_CONTEXT_MESSAGES as M } from './identity.messages';

export class InvalidStaffCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  readonly kind = 'unauthorized';
  constructor() {
    super(M.invalidStaffCredentials);
  }
}

export class InvalidInvestorCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  readonly kind = 'unauthorized';
  constructor() {
    super(M.invalidInvestorCredentials);
  }
}

export class NotSignedInError extends DomainError {
  readonly code = 'unauthorized';
  readonly kind = 'unauthorized';
  constructor() {
    super(M.notSignedIn);
  }
}

export class RoleNotAllowedError extends DomainError {
  readonly code = 'forbidden';
  readonly kind = 'forbidden';
  constructor() {
    super(M.roleNotAllowed);
  }
}

export class TooManyAttemptsError extends DomainError {
  readonly code = 'too_many_requests';
  readonly kind = 'rate_limited';
  constructor(
    override readonly retryAfterSeconds: number,
    counts: 'failures' | 'requests' = 'failures',
  ) {
    super(M.tooManyAttempts(retryAfterSeconds, counts));
  }
}

/** A signed-in session that kept guessing its own current password: it is ended. */
export class SessionEndedByAttemptsError extends DomainError {
  readonly code = 'unauthorized';
  readonly kind = 'unauthorized';
  constructor() {
    super(M.sessionEndedByAttempts);
  }
}

export class InvalidTokenError extends DomainError {
  readonly code = 'invalid_token';
  readonly kind = 'invalid';
  constructor() {
    super(M.invalidToken);
  }
}

export class WrongCurrentPasswordError extends DomainError {
  readonly code = 'wrong_current_password';
  readonly kind = 'invalid';
  constructor() {
    super(M.wrongCurrentPassword);
  }
}

export class EmailTakenError extends DomainError {
  readonly code = 'email_taken';
  readonly kind = 'conflict';
  constructor() {
    super(M.emailTaken);
  }
}

export class StaffAccountNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(M.staffNotFound);
  }
}

export class CannotChangeOwnAccountError extends DomainError {
  readonly code = 'own_account';
  readonly kind = 'conflict';
  constructor() {
    super(M.cannotDemoteSelf);
  }
}
