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

/** The line's target takes none of its money (a deposit paid already): staff keep it to return or assign it elsewhere. */
export class BankLineTargetPaidError extends DomainError {
  readonly code = 'target_paid';
  readonly kind = 'conflict';
  constructor() {
    super(RECONCILIATION_MESSAGES.targetPaid);
  }
}
