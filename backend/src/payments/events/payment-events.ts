import { DurableEvent } from '../../platform/outbox';
// Published after the change commits; `purpose` tells each context which payments are its own.
@DurableEvent('payments.payment-succeeded')
export class PaymentSucceededEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
    readonly amountCentavos: number,
  ) {}
}

@DurableEvent('payments.payment-failed')
export class PaymentFailedEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}

@DurableEvent('payments.payment-canceled')
export class PaymentCanceledEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}

@DurableEvent('payments.payment-refunded')
export class PaymentRefundedEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
    readonly amountCentavos: number,
  ) {}
}

@DurableEvent('payments.payment-refund-failed')
export class PaymentRefundFailedEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}

export type PaymentEvent =
  | PaymentSucceededEvent
  | PaymentFailedEvent
  | PaymentCanceledEvent
  | PaymentRefundedEvent
  | PaymentRefundFailedEvent;
