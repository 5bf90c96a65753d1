// Public API of the applications context: its module, its events and its public queries.
export { ApplicationsModule } from './applications.module';
export * from './events/application-events';
export {
  GetApplicationQuery,
  GetApplicationByInvestorQuery,
  ListApplicationsByReferralCodeQuery,
  type ApplicationView,
} from './queries/application.queries';
export { ValidateReferralCodeQuery, type ReferralCodeCheck } from './queries/application.queries';
