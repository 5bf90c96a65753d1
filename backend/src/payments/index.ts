// Public API of the payments support module: the service that opens an intent inside a
// context's transaction, the commands and query other contexts use, and the events they react to.
export { PaymentsModule } from './payments.module';
export { Payments, type OpenIntentInput, type OpenedIntent } from './payments';
export { RefundPaymentCommand, type RefundPaymentResult } from './commands/refund-payment.command';
export { SyncPaymentCommand, type SyncPaymentResult } from './commands/sync-payment.command';
export { ReconcilePaymentsCommand, type ReconcilePaymentsResult } from './commands/reconcile-payments.command';
export { GetPaymentQuery, type PaymentView } from './queries/get-payment.query';
export * from './events/payment-events';
export { PaymentNotRefundableError } from './payments.errors';
export { PaymentOutcomeListener } from './payment-outcome.listener';
// The webhook's signature and the simulated provider's secret, for tests and drills that play the provider.
export { signEvent } from './gateways/webhook-signature';
export { simulatedWebhookSecret } from './gateways/simulated-gateway';
