import { DomainError } from '../platform/errors';
import { RESERVATIONS_MESSAGES as RESERVATION_MESSAGES } from './reservations.messages';

export class UnitNotAvailableError extends DomainError {
  readonly code = 'unit_unavailable';
  readonly kind = 'conflict';
  constructor(unitCode: string) {
    super(RESERVATION_MESSAGES.notAvailable(unitCode));
  }
}

export class TooManyUnpaidBlocksError extends DomainError {
  readonly code = 'too_many_blocks';
  readonly kind = 'conflict';
  constructor(max: number) {
    super(RESERVATION_MESSAGES.tooManyBlocks(max));
  }
}

export class EmailNotVerifiedError extends DomainError {
  readonly code = 'email_not_verified';
  readonly kind = 'forbidden';
  constructor() {
    super(RESERVATION_MESSAGES.emailNotVerified);
  }
}

export class TooManyHoldsFromNetworkError extends DomainError {
  readonly code = 'too_many_requests';
  readonly kind = 'rate_limited';
  // Holds last hours; an hour is an honest hint of when one may have been paid or released.
  override readonly retryAfterSeconds = 3600;
  constructor() {
    super(RESERVATION_MESSAGES.tooManyHoldsFromNetwork);
  }
}

export class HoldsCapReachedError extends DomainError {
  readonly code = 'holds_cap_reached';
  readonly kind = 'conflict';
  constructor() {
    super(RESERVATION_MESSAGES.holdsCapReached);
  }
}

export class InvalidPaymentPlanError extends DomainError {
  readonly code = 'invalid_plan';
  readonly kind = 'invalid';
  constructor(problems: string[]) {
    super(problems.join('. '));
  }
}

export class UnitNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor(unitCode: string) {
    super(RESERVATION_MESSAGES.unitNotFound(unitCode));
  }
}

export class ReservationNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(RESERVATION_MESSAGES.reservationNotFound);
  }
}

export class ReservationStateError extends DomainError {
  readonly code = 'invalid_reservation_state';
  readonly kind = 'conflict';
}

/** 'Convertir' while the setting asks for a signed contract and there is none. */
export class SignedContractRequiredError extends DomainError {
  readonly code = 'signed_contract_required';
  readonly kind = 'conflict';
  constructor() {
    super(RESERVATION_MESSAGES.signedContractRequired);
  }
}

export class ContractOverrideNotAllowedError extends DomainError {
  readonly code = 'forbidden';
  readonly kind = 'forbidden';
  constructor() {
    super(RESERVATION_MESSAGES.contractOverrideAdminOnly);
  }
}

/** A path that would end a reservation (or take its deposit) under a signed contract, without its rescission. */
export class ReservationContractRefusedError extends DomainError {
  readonly code = 'contract_signed';
  readonly kind = 'conflict';
}

export class ReferenceTakenError extends DomainError {
  readonly code = 'reference_taken';
  readonly kind = 'conflict';
  constructor() {
    super(RESERVATION_MESSAGES.referenceTaken);
  }
}
