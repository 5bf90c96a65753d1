import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { normalizeEmail } from '@cdm/domain';
import { isUniqueViolation } from '../../platform/database';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import {
  CreateInvestorAccountCommand,
  type CreateInvestorAccountResult,
  IssueSetupLinkCommand,
} from '../../platform/identity';
import { Payments } from '../../payments';
import { Settings } from '../../platform/settings/settings';
import { DuplicateApplicationError, InvalidReferralCodeError } from '../applications.errors';
import { APPLICATION_CONTEXT_MESSAGES } from '../applications.messages';
import { ApplicationSubmittedEvent } from '../events/application-events';
import { ApplicationRepository } from '../persistence/application.repository';
import { APPLICATION_PAYMENT_PURPOSE, InvestorApplicationEntity } from '../persistence/investor-application.entity';
import { type ReferralCodeCheck, ValidateReferralCodeQuery } from '../queries/validate-referral-code.query';
import { Outbox } from '../../platform/outbox';
import { SubmitApplicationCommand, SubmitApplicationResult } from './submit-application.command';

@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, SubmitApplicationResult> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly payments: Payments,
    private readonly settings: Settings,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ application }: SubmitApplicationCommand): Promise<SubmitApplicationResult> {
    const code = application.referralCode?.trim() ? application.referralCode.trim().toUpperCase() : null;
    let directAccess = false;
    if (code) {
      const check = await this.queries.execute<ValidateReferralCodeQuery, ReferralCodeCheck>(new ValidateReferralCodeQuery(code));
      if (!check.valid) throw new InvalidReferralCodeError(check.error);
      directAccess = true;
    }
    const depositCentavos = directAccess ? 0 : await this.settings.get('applicationDepositCentavos');
    const now = this.clock.now();
    const emailNormalized = normalizeEmail(application.email);
    // Our wizard sends the id it made when it started; a client written from the spec sends none.
    const applicationId = application.applicationId ?? randomUUID();
    const fields = {
      name: application.name.trim(),
      email: application.email.trim(),
      emailNormalized,
      phone: application.phone.trim(),
      linkedin: application.linkedin?.trim() ?? '',
      instagram: application.instagram?.trim() ?? '',
      facebook: application.facebook?.trim() ?? '',
      investmentRange: application.investmentRange,
      productsOfInterest: [...new Set(application.productsOfInterest)],
      previousExperience: application.previousExperience?.trim() ?? '',
      referredBy: application.referredBy?.trim() ?? '',
      referralCode: code,
      additionalInfo: application.additionalInfo?.trim() ?? '',
      // A retry without it keeps what the first submission carried.
      ...(application.attribution ? { attribution: application.attribution } : {}),
    };

    let stored: { row: InvestorApplicationEntity; isNew: boolean; clientSecret: string | null };
    try {
      stored = await this.applications.transaction(async (manager) => {
        // One email's submissions run one at a time, so "one open application per email" holds.
        await this.applications.lockEmail(emailNormalized, manager);
        const repository = manager.getRepository(InvestorApplicationEntity);
        const existing = await this.applications.lockById(applicationId, manager);
        if (existing && existing.emailNormalized !== emailNormalized) throw new DuplicateApplicationError();

        let row: InvestorApplicationEntity;
        let isNew = false;
        if (existing) {
          // A retry of the same wizard: keep the latest typed details while nothing is settled.
          if (existing.status === 'pending' && !existing.depositPaidAt && existing.depositCentavos === depositCentavos) {
            await repository.update(existing.id, { ...fields, updatedAt: now });
          }
          row = (await repository.findOneByOrFail({ id: existing.id })) as InvestorApplicationEntity;
        } else {
          row = await repository.save(
            repository.create({
              id: applicationId,
              ...fields,
              termsAcceptedAt: now,
              status: directAccess ? 'referido' : 'pending',
              depositCentavos,
              createdAt: now,
              updatedAt: now,
            }),
          );
          isNew = true;
          await this.outbox.add(manager, new ApplicationSubmittedEvent(row.id));
        }
        if (row.depositCentavos === 0 || row.depositPaidAt) return { row, isNew, clientSecret: null };
        const opened = await this.payments.openIntent(manager, {
          purpose: APPLICATION_PAYMENT_PURPOSE,
          subjectId: row.id,
          amountCentavos: row.depositCentavos,
          description: APPLICATION_CONTEXT_MESSAGES.depositDescription,
        });
        return { row, isNew, clientSecret: opened.clientSecret };
      });
    } catch (error) {
      // The partial unique index: another open application already uses this email.
      if (isUniqueViolation(error)) throw new DuplicateApplicationError();
      throw error;
    }

    const { row } = stored;
    if (row.depositCentavos === 0) {
      const account = await this.commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
        new CreateInvestorAccountCommand(row.email, row.name, SYSTEM_CONTEXT, row.id),
      );
      if (!row.investorAccountId) {
        await this.applications.update(row.id, { investorAccountId: account.investorAccountId, updatedAt: now });
      }
      // A shared code proves nothing about the email typed: the browser is never signed in here. A new
      // account gets a one-time set-up link at that address; following it signs in (decisions.md #21).
      if (account.created) {
        await this.commands.execute(new IssueSetupLinkCommand(account.investorAccountId, true, 'setup'));
      }
    }
    return {
      referralCodeUsed: row.referralCode !== null,
      directAccess: row.depositCentavos === 0,
      applicationId: row.id,
      clientSecret: stored.clientSecret,
      depositCentavos: row.depositCentavos,
    };
  }
}
