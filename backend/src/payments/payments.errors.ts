import { DomainError } from '../platform/errors';

export class InvalidWebhookSignatureError extends DomainError {
  readonly code = 'invalid_signature';
  readonly kind = 'invalid';
  constructor() {
    super('Firma del evento no válida.');
  }
}

export class InvalidChargeAmountError extends DomainError {
  readonly code = 'invalid_amount';
  readonly kind = 'invalid';
  constructor() {
    super('El monto a cobrar debe ser un número entero de centavos, de al menos 10 MXN.');
  }
}

export class PaymentProviderUnavailableError extends DomainError {
  readonly code = 'payment_provider_unavailable';
  readonly kind = 'unavailable';
  constructor() {
    super('El servicio de pagos no respondió. Por favor intenta de nuevo en unos minutos.');
  }
}

export class CardDeclinedError extends DomainError {
  readonly code = 'card_declined';
  readonly kind = 'invalid';
  constructor(message: string) {
    super(message);
  }
}

export class PaymentNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos ese pago.');
  }
}

export class SimulatedProviderInactiveError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('El modo de prueba de pagos no está activo.');
  }
}

export class PaymentNotRefundableError extends DomainError {
  readonly code = 'not_refundable';
  readonly kind = 'conflict';
  constructor() {
    super('Solo se puede reembolsar un depósito pagado.');
  }
}

export class MoneyAlreadyRecordedError extends DomainError {
  readonly code = 'money_already_recorded';
  readonly kind = 'conflict';
  constructor() {
    super('Ese dinero ya está registrado: un pago se registra una sola vez.');
  }
}

export class MoneyTargetNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos a qué corresponde ese pago.');
  }
}

export class MoneyEntryNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Ese monto ya no está pendiente de devolver.');
  }
}
