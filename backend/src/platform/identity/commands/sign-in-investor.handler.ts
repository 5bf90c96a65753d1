import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { AttemptLimiter } from '../attempt-limiter';
import { InvalidInvestorCredentialsError } from '../identity.errors';
import { verifyPassword } from '../passwords';
import { AccountRepository } from '../persistence/account.repository';
import { SessionStore } from '../session-store';
import { IssueSetupLinkCommand } from './issue-setup-link.command';
import { InvestorSignInResult, SignInInvestorCommand } from './sign-in-investor.command';

@CommandHandler(SignInInvestorCommand)
export class SignInInvestorHandler implements ICommandHandler<SignInInvestorCommand, InvestorSignInResult> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionStore,
    private readonly limiter: AttemptLimiter,
    private readonly commands: CommandBus,
  ) {}

  async execute({ username, password, ip, previousToken }: SignInInvestorCommand): Promise<InvestorSignInResult> {
    const account = await this.accounts.investorWithPasswordHash({ emailNormalized: normalizeEmail(username) });

    // No password yet and none typed: knowing an email is not enough to enter, so the
    // set-up link goes to that email. Limited like reset links, so it cannot flood a mailbox.
    if (account?.needsPasswordSetup && !account.passwordHash && password === '') {
      await this.limiter.consume('email-link', username, ip);
      await this.commands.execute(new IssueSetupLinkCommand(account.id));
      return { signedIn: false, setupLinkSent: true };
    }

    const attempt = await this.limiter.consume('investor-login', username, ip);
    if (!(await verifyPassword(account?.passwordHash, password)) || !account) throw new InvalidInvestorCredentialsError();
    await attempt.succeeded();
    // The login form asks for the password status before every sign-in: someone who signs in
    // several times in 15 minutes must not run out of status checks.
    await this.limiter.forgive('password-status', username, ip);
    const token = await this.accounts.transaction(async (manager) => {
      await this.sessions.revokeToken(previousToken, manager);
      return this.sessions.open('investor', account.id, manager);
    });
    return { signedIn: true, token, investorAccountId: account.id };
  }
}
