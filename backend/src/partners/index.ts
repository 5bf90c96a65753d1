// Public API of the partners context: its module, its events and its public queries.
export { PartnersModule } from './partners.module';
export * from './events/partner-events';
export { GetPartnerQuery, type PartnerView } from './queries/get-partner.query';
export { GetPartnerStatementPdfQuery, type PartnerStatementPdf } from './queries/get-partner-statement-pdf.query';
// The daily run, for the CLI (operators and the reminders benchmark run it by hand).
export { RunDailyPartnerRemindersCommand, type DailyRemindersResult } from './commands/run-daily-partner-reminders.command';
// Bank reconciliation records and reverses a partner's transfer found on a statement.
export { RecordBankTransferPaymentCommand } from './commands/record-bank-transfer-payment.command';
export { ReverseBankTransferPaymentCommand } from './commands/reverse-bank-transfer-payment.command';
export { ListPartnerPaymentTargetsQuery, type PartnerPaymentTarget } from './queries/list-partner-payment-targets.query';
