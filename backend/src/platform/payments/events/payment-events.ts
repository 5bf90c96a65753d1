// Published after the change commits; `purpose` tells each context which payments are its own.
export class PaymentSucceededEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
    readonly amountCentavos: number,
  ) {}
}

export class PaymentFailedEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}

export class PaymentCanceledEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
  ) {}
}

export class PaymentRefundedEvent {
  constructor(
    readonly paymentId: string,
    readonly purpose: string,
    readonly subjectId: string,
    readonly amountCentavos: number,
  ) {}
}

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
