// Public API of the leads context: its module, its events and its public queries.
export { LeadsModule } from './leads.module';
export { InformationRequestSubmittedEvent } from './events/information-request-submitted.event';
export { GetInformationRequestQuery, type InformationRequestView } from './queries/get-information-request.query';
export { PresentationBookingPaidEvent } from './events/presentation-booking-paid.event';
export { PresentationBookingRefundedEvent } from './events/presentation-booking-refunded.event';
export { GetPresentationBookingQuery, type PresentationBookingView } from './queries/get-presentation-booking.query';
export { LetterOfIntentSubmittedEvent } from './events/letter-of-intent-submitted.event';
export { GetLetterSubmissionQuery, type LetterSubmissionView } from './queries/get-letter-submission.query';
export { RecordLetterConfirmationDeliveredCommand } from './commands/record-letter-confirmation-delivered.command';
// For contexts that keep a copy (analytics): the records with their email, time and attribution.
export { ListLeadRecordsQuery, type LeadRecord, type LeadRecordKind } from './queries/list-lead-records.query';
