import { DomainError } from '../platform/errors';

export class ReferralSaleNotCreditedError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Esa venta no tiene créditos de referido que revertir.');
  }
}
