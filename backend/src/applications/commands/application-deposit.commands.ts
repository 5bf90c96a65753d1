import type { PaymentView } from '../../platform/payments';

/** Marks the application deposit from what the payments module reports; safe to repeat. */
export class RecordApplicationDepositCommand {
  constructor(
    readonly applicationId: string,
    readonly payment: PaymentView,
  ) {}
}

/** POST /api/payment-success: only asks the server to re-check the intent with the provider. */
export class ConfirmApplicationPaymentCommand {
  constructor(readonly applicationId: string) {}
}
