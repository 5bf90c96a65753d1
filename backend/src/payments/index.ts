// Public API of the payments context (money in): the service that opens an intent inside a
// context's transaction, the record of money received (MoneyLedger, in the caller's transaction),
// the commands and queries other contexts use, and the events they react to.
export { PaymentsModule } from './payments.module';
export { Payments, type OpenIntentInput, type OpenedIntent } from './payments';
export { RefundPaymentCommand, type RefundPaymentResult } from './commands/refund-payment.command';
export { SyncPaymentCommand, type SyncPaymentResult } from './commands/sync-payment.command';
export { ReconcilePaymentsCommand, type ReconcilePaymentsResult } from './commands/reconcile-payments.command';
export { GetPaymentQuery, type PaymentView } from './queries/get-payment.query';
export * from './events/payment-events';
export { PaymentNotRefundableError } from './payments.errors';
export { PaymentOutcomeListener } from './payment-outcome.listener';
export { MoneyLedger, type MoneyReceipt, type ReceiptOutcome } from './ledger/money-ledger';
export type { MoneyEntryRecord, MoneyTarget, MoneyTargetKind } from './ledger/money-ledger.repository';
export { MoneyTargetChangedEvent } from './events/money-events';
// The webhook's signature and the simulated provider's secret, for tests and drills that play the provider.
export { signEvent } from './gateways/webhook-signature';
export { simulatedWebhookSecret } from './gateways/simulated-gateway';
