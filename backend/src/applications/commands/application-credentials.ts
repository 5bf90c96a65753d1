import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuditContext, AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { CreateInvestorAccountCommand, type CreateInvestorAccountResult, IssueSetupLinkCommand } from '../../platform/identity';
import { ApplicationRepository } from '../persistence/application.repository';
import type { InvestorApplicationEntity } from '../persistence/investor-application.entity';

/** Opens (or finds) an authorised applicant's account and emails the set-up link; used by authorising and by resending. */
@Injectable()
export class ApplicationCredentials {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  /** Returns what staff are shown. */
  async send(application: InvestorApplicationEntity, context: AuditContext): Promise<{ username: string; sentTo: string }> {
    const account = await this.commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
      new CreateInvestorAccountCommand(application.email, application.name, context, application.id),
    );
    await this.commands.execute(new IssueSetupLinkCommand(account.investorAccountId, true, 'application_authorized'));
    await this.applications.transaction(async (manager) => {
      const now = this.clock.now();
      await this.applications.update(application.id, { investorAccountId: account.investorAccountId, credentialsSentAt: now, updatedAt: now }, manager);
      await this.audit.record(manager, context, {
        action: 'investor_application.credentials_sent',
        entityType: 'investor_application',
        entityId: application.id,
        after: { username: application.email },
      });
    });
    return { username: application.email, sentTo: application.email };
  }
}
