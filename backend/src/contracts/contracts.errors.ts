import { DomainError } from '../platform/errors';
import { CONTRACTS_MESSAGES } from './contracts.messages';

export class ContractNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor(message: string = CONTRACTS_MESSAGES.notFound) {
    super(message);
  }
}

/** The move is not allowed from the contract's status (a second signature, a signed contract cancelled). */
export class ContractStateError extends DomainError {
  readonly code = 'invalid_contract_state';
  readonly kind = 'conflict';
}

/** The page showed other bytes than the ones stored: nobody signs what they did not read. */
export class ContractDocumentChangedError extends DomainError {
  readonly code = 'document_changed';
  readonly kind = 'conflict';
  constructor() {
    super(CONTRACTS_MESSAGES.documentChanged);
  }
}
