import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { AttemptLimiter } from '../attempt-limiter';
import { AccountRepository } from '../persistence/account.repository';
import { CheckInvestorPasswordStatusCommand } from './check-investor-password-status.command';

@CommandHandler(CheckInvestorPasswordStatusCommand)
export class CheckInvestorPasswordStatusHandler implements ICommandHandler<CheckInvestorPasswordStatusCommand, boolean> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly limiter: AttemptLimiter,
  ) {}

  async execute({ username, ip }: CheckInvestorPasswordStatusCommand): Promise<boolean> {
    // Every call counts, known email or not: the limit itself must not tell which addresses exist.
    await this.limiter.consume('password-status', username, ip);
    const account = await this.accounts.investor({ emailNormalized: normalizeEmail(username) });
    return account?.needsPasswordSetup ?? false;
  }
}
