import { Global, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ListInvestorAccountRecordsHandler } from './queries/list-investor-account-records.handler';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AppConfig } from '../config';
import { AttemptLimiter } from './attempt-limiter';
import { CheckInvestorPasswordStatusHandler } from './commands/check-investor-password-status.handler';
import { ConfirmPasswordResetHandler } from './commands/confirm-password-reset.handler';
import { CreateInvestorAccountHandler } from './commands/create-investor-account.handler';
import { CreateStaffAccountHandler } from './commands/create-staff-account.handler';
import { EnsureFirstAdminCommand } from './commands/ensure-first-admin.command';
import { EnsureFirstAdminHandler } from './commands/ensure-first-admin.handler';
import { IssueSetupLinkHandler } from './commands/issue-setup-link.handler';
import { RedeemSetupLinkHandler } from './commands/redeem-setup-link.handler';
import { OpenInvestorSessionHandler } from './commands/open-investor-session.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetStaffPasswordHandler } from './commands/reset-staff-password.handler';
import { SetInvestorPasswordHandler } from './commands/set-investor-password.handler';
import { SignInInvestorHandler } from './commands/sign-in-investor.handler';
import { SignInStaffHandler } from './commands/sign-in-staff.handler';
import { SignOutHandler } from './commands/sign-out.handler';
import { UnlockGateHandler } from './commands/unlock-gate.handler';
import { UpdateStaffAccountHandler } from './commands/update-staff-account.handler';
import { InvestorGuard, StaffGuard } from './guards';
import { GatesController } from './gates.controller';
import { InvestorAuthController } from './investor-auth.controller';
import { OneTimeTokens } from './one-time-tokens';
import { AccountRepository } from './persistence/account.repository';
import { InvestorAccountEntity } from './persistence/investor-account.entity';
import { StaffAccountEntity } from './persistence/staff-account.entity';
import { GetInvestorAccountHandler } from './queries/get-investor-account.handler';
import { GetInvestorProfileHandler } from './queries/get-investor-profile.handler';
import { GetStaffMemberHandler } from './queries/get-staff-member.handler';
import { ListStaffMembersHandler } from './queries/list-staff-members.handler';
import { ValidateResetTokenHandler } from './queries/validate-reset-token.handler';
import { SessionStore } from './session-store';
import { StaffAuthController } from './staff-auth.controller';

/** Staff and investor accounts, sessions, password set-up and reset, attempt limits. Global: every context guards routes with it. */
@Global()
@Module({
  imports: [CqrsModule, AuditModule, TypeOrmModule.forFeature([StaffAccountEntity, InvestorAccountEntity])],
  controllers: [StaffAuthController, InvestorAuthController, GatesController],
  providers: [
    AccountRepository,
    SessionStore,
    AttemptLimiter,
    OneTimeTokens,
    StaffGuard,
    InvestorGuard,
    SignInStaffHandler,
    SignOutHandler,
    EnsureFirstAdminHandler,
    CreateStaffAccountHandler,
    UpdateStaffAccountHandler,
    ResetStaffPasswordHandler,
    CreateInvestorAccountHandler,
    IssueSetupLinkHandler,
    SignInInvestorHandler,
    SetInvestorPasswordHandler,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    RedeemSetupLinkHandler,
    OpenInvestorSessionHandler,
    GetInvestorAccountHandler,
    ListInvestorAccountRecordsHandler,
    GetInvestorProfileHandler,
    ValidateResetTokenHandler,
    GetStaffMemberHandler,
    ListStaffMembersHandler,
    CheckInvestorPasswordStatusHandler,
    UnlockGateHandler,
  ],
  exports: [SessionStore, StaffGuard, InvestorGuard, AttemptLimiter],
})
export class IdentityModule implements OnApplicationBootstrap {
  private readonly logger = new Logger(IdentityModule.name);

  constructor(
    // Called directly: the command bus registers its handlers in a bootstrap hook that may run after this one.
    private readonly ensureFirstAdmin: EnsureFirstAdminHandler,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runsHttp) return;
    const created = await this.ensureFirstAdmin.execute(new EnsureFirstAdminCommand(this.config.adminEmail, this.config.adminPassword));
    if (created) this.logger.log('First staff admin created from ADMIN_EMAIL');
  }
}
