import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '@cdm/domain';
import { AuditTrail } from '../../audit/audit-trail';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult } from './create-investor-account.command';

@CommandHandler(CreateInvestorAccountCommand)
export class CreateInvestorAccountHandler implements ICommandHandler<CreateInvestorAccountCommand, CreateInvestorAccountResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ email, name, context, applicationId }: CreateInvestorAccountCommand): Promise<CreateInvestorAccountResult> {
    const emailNormalized = normalizeEmail(email);
    return this.dataSource.transaction(async (manager) => {
      const [created] = await manager.query(
        `INSERT INTO investor_accounts (email, email_normalized, name, application_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (email_normalized) DO NOTHING RETURNING id`,
        [email.trim(), emailNormalized, name.trim(), applicationId],
      );
      if (!created) {
        const [existing] = await manager.query('SELECT id FROM investor_accounts WHERE email_normalized = $1', [emailNormalized]);
        return { investorAccountId: existing.id, created: false };
      }
      await this.audit.record(manager, context, {
        action: 'investor.created',
        entityType: 'investor_account',
        entityId: created.id,
        after: { email: email.trim(), name: name.trim(), applicationId },
      });
      return { investorAccountId: created.id, created: true };
    });
  }
}
