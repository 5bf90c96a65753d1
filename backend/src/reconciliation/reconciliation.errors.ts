import { DomainError } from '../platform/errors';
import { RECONCILIATION_MESSAGES } from './reconciliation.messages';

export class StatementNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(RECONCILIATION_MESSAGES.statementNotFound);
  }
}

export class BankLineNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(RECONCILIATION_MESSAGES.lineNotFound);
  }
}

/** A move the line's status does not allow (applied twice, a debit, …). */
export class BankLineStateError extends DomainError {
  readonly code = 'bank_line_state';
  readonly kind = 'conflict';
}

/** A statement or a choice that cannot be taken as it is (unreadable file, rows in error, no target). */
export class StatementInputError extends DomainError {
  readonly code = 'invalid_statement';
  readonly kind = 'invalid';
}
