/** A provider's HTTP notification: the raw body and its signature header, verified before anything else. */
export class ReceivePaymentWebhookCommand {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signatureHeader: string | undefined,
  ) {}
}
