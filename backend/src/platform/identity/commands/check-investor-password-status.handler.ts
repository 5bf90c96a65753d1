import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '@cdm/domain';
import { AttemptLimiter } from '../attempt-limiter';
import { InvestorAccountEntity } from '../persistence/investor-account.entity';
import { CheckInvestorPasswordStatusCommand } from './check-investor-password-status.command';

@CommandHandler(CheckInvestorPasswordStatusCommand)
export class CheckInvestorPasswordStatusHandler implements ICommandHandler<CheckInvestorPasswordStatusCommand, boolean> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: AttemptLimiter,
  ) {}

  async execute({ username, ip }: CheckInvestorPasswordStatusCommand): Promise<boolean> {
    // Every call counts, known email or not: the limit itself must not tell which addresses exist.
    await this.limiter.consume('password-status', username, ip);
    const account = await this.dataSource.getRepository(InvestorAccountEntity).findOneBy({ emailNormalized: normalizeEmail(username) });
    return account?.needsPasswordSetup ?? false;
  }
}
