import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { AuditTrail } from '../../audit/audit-trail';
import { AccountRepository } from '../persistence/account.repository';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult } from './create-investor-account.command';

@CommandHandler(CreateInvestorAccountCommand)
export class CreateInvestorAccountHandler implements ICommandHandler<CreateInvestorAccountCommand, CreateInvestorAccountResult> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ email, name, context, applicationId }: CreateInvestorAccountCommand): Promise<CreateInvestorAccountResult> {
    const emailNormalized = normalizeEmail(email);
    return this.accounts.transaction(async (manager) => {
      const createdId = await this.accounts.insertInvestor({ email: email.trim(), emailNormalized, name: name.trim(), applicationId }, manager);
      if (createdId === null) {
        const existingId = (await this.accounts.investorIdByEmail(emailNormalized, manager)) as string;
        return { investorAccountId: existingId, created: false };
      }
      await this.audit.record(manager, context, {
        action: 'investor.created',
        entityType: 'investor_account',
        entityId: createdId,
        after: { email: email.trim(), name: name.trim(), applicationId },
      });
      return { investorAccountId: createdId, created: true };
    });
  }
}
