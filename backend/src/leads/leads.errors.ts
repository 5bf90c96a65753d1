import { DomainError } from '../platform/errors';

export class InformationRequestNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos esa solicitud de información.');
  }
}
