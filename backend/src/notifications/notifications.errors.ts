import { DomainError } from '../platform/errors';

export class EmailNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos ese correo.');
  }
}

export class EmailNotResendableError extends DomainError {
  readonly code = 'not_resendable';
  readonly kind = 'conflict';
  constructor() {
    super('Este correo llevaba un enlace de un solo uso y no puede reenviarse. Solicita un enlace nuevo.');
  }
}
