import { LETTER_OF_INTENT_MESSAGES } from '@cdm/contracts';
import { DomainError } from '../platform/errors';

export class InformationRequestNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos esa solicitud de información.');
  }
}

export class PresentationBookingNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos esa reservación de presentación.');
  }
}

export class PresentationBookingAlreadyPaidError extends DomainError {
  readonly code = 'booking_already_paid';
  readonly kind = 'conflict';
  constructor() {
    super('El depósito de esta reservación ya fue pagado.');
  }
}

/** A booking id already used by someone else (another name or email): never rewritten, the browser starts a new booking. */
export class PresentationBookingIdTakenError extends DomainError {
  readonly code = 'booking_id_taken';
  readonly kind = 'conflict';
  constructor() {
    super('Esta reservación ya existe con otros datos. Vuelve a intentarlo para iniciar una reservación nueva.');
  }
}

export class PresentationBookingNotRefundableError extends DomainError {
  readonly code = 'not_refundable';
  readonly kind = 'conflict';
  constructor() {
    super('Solo se puede reembolsar el depósito de una reservación pagada.');
  }
}

export class LetterSubmissionNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos esa carta de intención.');
  }
}

export class UnsupportedIdDocumentError extends DomainError {
  readonly code = 'unsupported_media_type';
  readonly kind = 'unsupported_media_type';
  constructor() {
    super(LETTER_OF_INTENT_MESSAGES.ineFileType);
  }
}

export class IdDocumentTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor() {
    super(LETTER_OF_INTENT_MESSAGES.ineFileTooLarge);
  }
}

export class LetterOfIntentChangedError extends DomainError {
  readonly code = 'letter_changed';
  readonly kind = 'conflict';
  constructor() {
    super(LETTER_OF_INTENT_MESSAGES.letterChanged);
  }
}
