// Public API of the partners context: its module, its events and its public queries.
export { PartnersModule } from './partners.module';
export * from './events/partner-events';
export { GetPartnerQuery, type PartnerView } from './queries/get-partner.query';
export { GetPartnerStatementPdfQuery, type PartnerStatementPdf } from './queries/get-partner-statement-pdf.query';
// The daily run, for the CLI (operators and the reminders benchmark run it by hand).
export { RunDailyPartnerRemindersCommand, type DailyRemindersResult } from './commands/run-daily-partner-reminders.command';
// Bank reconciliation reads what partners owe (their money is booked in the payments context's record).
export { ListPartnerPaymentTargetsQuery, type PartnerPaymentTarget } from './queries/list-partner-payment-targets.query';
