import { LEADS_MESSAGES } from './leads.messages';
import { DomainError } from '../platform/errors';

export class InformationRequestNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(LEADS_MESSAGES.informationRequestNotFound);
  }
}

export class PresentationBookingNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(LEADS_MESSAGES.bookingNotFound);
  }
}

export class PresentationBookingAlreadyPaidError extends DomainError {
  readonly code = 'booking_already_paid';
  readonly kind = 'conflict';
  constructor() {
    super(LEADS_MESSAGES.bookingAlreadyPaid);
  }
}

/** A booking id already used by someone else (another name or email): never rewritten, the browser starts a new booking. */
export class PresentationBookingIdTakenError extends DomainError {
  readonly code = 'booking_id_taken';
  readonly kind = 'conflict';
  constructor() {
    super(LEADS_MESSAGES.bookingIdTaken);
  }
}

export class PresentationBookingNotRefundableError extends DomainError {
  readonly code = 'not_refundable';
  readonly kind = 'conflict';
  constructor() {
    super(LEADS_MESSAGES.bookingNotRefundable);
  }
}

export class LetterSubmissionNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(LEADS_MESSAGES.letterSubmissionNotFound);
  }
}

export class UnsupportedIdDocumentError extends DomainError {
  readonly code = 'unsupported_media_type';
  readonly kind = 'unsupported_media_type';
  constructor() {
    super(LEADS_MESSAGES.ineFileType);
  }
}

export class IdDocumentTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor() {
    super(LEADS_MESSAGES.ineFileTooLarge);
  }
}

export class LetterOfIntentChangedError extends DomainError {
  readonly code = 'letter_changed';
  readonly kind = 'conflict';
  constructor() {
    super(LEADS_MESSAGES.letterChanged);
  }
}
