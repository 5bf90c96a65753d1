import { DomainError } from '../platform/errors';
import { NOTIFICATIONS_MESSAGES } from './notifications.messages';

export class EmailNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(NOTIFICATIONS_MESSAGES.emailNotFound);
  }
}

export class EmailNotResendableError extends DomainError {
  readonly code = 'not_resendable';
  readonly kind = 'conflict';
  constructor() {
    super(NOTIFICATIONS_MESSAGES.emailNotResendable);
  }
}
