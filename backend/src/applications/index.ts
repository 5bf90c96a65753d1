// Public API of the applications context: its module, its events and its public queries.
export { ApplicationsModule } from './applications.module';
export * from './events/application-events';
export { GetApplicationQuery, type ApplicationView } from './queries/get-application.query';
export { GetApplicationByInvestorQuery } from './queries/get-application-by-investor.query';
export { ListApplicationsByReferralCodeQuery } from './queries/list-applications-by-referral-code.query';
export { ValidateReferralCodeQuery, type ReferralCodeCheck } from './queries/validate-referral-code.query';
// For contexts that keep a copy (analytics): email, time, referral code and attribution.
export { ListApplicationRecordsQuery, type ApplicationRecord } from './queries/list-application-records.query';
