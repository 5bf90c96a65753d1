/** POST /api/payment-success: only asks the server to re-check the intent with the provider. */
export class ConfirmApplicationPaymentCommand {
  constructor(readonly applicationId: string) {}
}
