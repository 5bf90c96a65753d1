import { DomainError } from '../platform/errors';
import { INVENTORY_MESSAGES } from './inventory.messages';

export class ProductTypeNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(INVENTORY_MESSAGES.productTypeNotFound);
  }
}
