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
