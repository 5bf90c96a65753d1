// Public API of the identity support module: guards and decorators for any context's routes,
// the commands other contexts use to open investor accounts, and the events notifications reacts to.
export { IdentityModule } from './identity.module';
export { StaffGuard, InvestorGuard, StaffRoles, CurrentStaff, CurrentInvestor, StaffAuditContext, InvestorAuditContext } from './guards';
export type { SignedInStaff, SignedInInvestor } from './guards';
export { CreateInvestorAccountCommand, type CreateInvestorAccountResult } from './commands/create-investor-account.command';
export { IssueSetupLinkCommand, type SetupLinkReason } from './commands/issue-setup-link.command';
export { OpenInvestorSessionCommand } from './commands/open-investor-session.command';
export { setSessionCookie } from './session-cookies';
export { InvestorPasswordResetRequestedEvent } from './events/investor-password-reset-requested.event';
export { InvestorSetupLinkIssuedEvent } from './events/investor-setup-link-issued.event';
export { InvestorAccountActivatedEvent } from './events/investor-account-activated.event';
export { GetInvestorAccountQuery, type InvestorAccountView } from './queries/get-investor-account.query';
export { GateGuard, type Gate } from './gates';
export { AttemptLimiter } from './attempt-limiter';
export { ListInvestorAccountRecordsQuery, type InvestorAccountRecord } from './queries/list-investor-account-records.query';
