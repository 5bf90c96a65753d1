// Public API of the leads context: its module, its events and its public queries.
export { LeadsModule } from './leads.module';
export { InformationRequestSubmittedEvent } from './events/information-request-submitted.event';
export { GetInformationRequestQuery, type InformationRequestView } from './queries/get-information-request.query';
