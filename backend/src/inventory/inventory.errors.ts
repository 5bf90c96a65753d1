import { DomainError } from '../platform/errors';

export class ProductTypeNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos ese producto.');
  }
}
