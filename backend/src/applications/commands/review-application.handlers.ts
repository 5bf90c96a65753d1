import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPLICATION_STATUS_LABELS, type ApplicationAdminItem, type ApplicationStatusResponse } from '@cdm/contracts';
import { canMoveApplication } from '@cdm/domain';
import { DataSource } from 'typeorm';
import { AuditContext, AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { CreateInvestorAccountCommand, type CreateInvestorAccountResult, IssueSetupLinkCommand } from '../../platform/identity';
import { RefundPaymentCommand, type RefundPaymentResult } from '../../platform/payments';
import { ApplicationNotFoundError, ApplicationTransitionError } from '../applications.errors';
import { ApplicationRejectedEvent } from '../events/application-events';
import { APPLICATION_PAYMENT_PURPOSE, InvestorApplicationEntity } from '../persistence/investor-application.entity';
import { GetApplicationAdminItemQuery } from '../queries/application.queries';
import {
  RefundApplicationDepositCommand,
  ResendApplicationCredentialsCommand,
  UpdateApplicationStatusCommand,
} from './review-application.commands';
import { Outbox } from '../../platform/outbox';

/** Opens (or finds) the applicant's account and emails the set-up link; returns what staff are shown. */
async function sendCredentials(
  commands: CommandBus,
  dataSource: DataSource,
  audit: AuditTrail,
  clock: Clock,
  application: InvestorApplicationEntity,
  context: AuditContext,
): Promise<{ username: string; sentTo: string }> {
  const account = await commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
    new CreateInvestorAccountCommand(application.email, application.name, context, application.id),
  );
  await commands.execute(new IssueSetupLinkCommand(account.investorAccountId, true, 'application_authorized'));
  await dataSource.transaction(async (manager) => {
    const now = clock.now();
    await manager
      .getRepository(InvestorApplicationEntity)
      .update(application.id, { investorAccountId: account.investorAccountId, credentialsSentAt: now, updatedAt: now });
    await audit.record(manager, context, {
      action: 'investor_application.credentials_sent',
      entityType: 'investor_application',
      entityId: application.id,
      after: { username: application.email },
    });
  });
  return { username: application.email, sentTo: application.email };
}

@CommandHandler(UpdateApplicationStatusCommand)
export class UpdateApplicationStatusHandler implements ICommandHandler<UpdateApplicationStatusCommand, ApplicationStatusResponse> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ applicationId, status, context }: UpdateApplicationStatusCommand): Promise<ApplicationStatusResponse> {
    const application = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(InvestorApplicationEntity);
      const row = await repository.findOne({ where: { id: applicationId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new ApplicationNotFoundError();
      if (!canMoveApplication(row.status, status)) {
        throw new ApplicationTransitionError(
          `No se puede pasar de «${APPLICATION_STATUS_LABELS[row.status]}» a «${APPLICATION_STATUS_LABELS[status]}».`,
        );
      }
      await repository.update(row.id, { status, updatedAt: this.clock.now() });
      await this.audit.record(manager, context, {
        action: 'investor_application.status_changed',
        entityType: 'investor_application',
        entityId: row.id,
        before: { status: row.status },
        after: { status },
      });
      if (status === 'rejected') await this.outbox.add(manager, new ApplicationRejectedEvent(row.id));
      return row;
    });

    let credentials: ApplicationStatusResponse['credentials'] = null;
    if (status === 'authorized') {
      credentials = await sendCredentials(this.commands, this.dataSource, this.audit, this.clock, application, context);
    }
    const item = await this.queries.execute<GetApplicationAdminItemQuery, ApplicationAdminItem>(new GetApplicationAdminItemQuery(applicationId));
    return { message: 'Estado actualizado', application: item, credentials };
  }
}

@CommandHandler(ResendApplicationCredentialsCommand)
export class ResendApplicationCredentialsHandler
  implements ICommandHandler<ResendApplicationCredentialsCommand, ApplicationStatusResponse>
{
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ applicationId, context }: ResendApplicationCredentialsCommand): Promise<ApplicationStatusResponse> {
    const application = await this.dataSource.getRepository(InvestorApplicationEntity).findOne({ where: { id: applicationId } });
    if (!application) throw new ApplicationNotFoundError();
    if (application.status !== 'authorized') throw new ApplicationTransitionError('Solo una aplicación autorizada tiene credenciales.');
    const credentials = await sendCredentials(this.commands, this.dataSource, this.audit, this.clock, application, context);
    const item = await this.queries.execute<GetApplicationAdminItemQuery, ApplicationAdminItem>(new GetApplicationAdminItemQuery(applicationId));
    return { message: 'Credenciales reenviadas', application: item, credentials };
  }
}

@CommandHandler(RefundApplicationDepositCommand)
export class RefundApplicationDepositHandler implements ICommandHandler<RefundApplicationDepositCommand, ApplicationAdminItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ applicationId, context }: RefundApplicationDepositCommand): Promise<ApplicationAdminItem> {
    const repository = this.dataSource.getRepository(InvestorApplicationEntity);
    const application = await repository.findOne({ where: { id: applicationId } });
    if (!application) throw new ApplicationNotFoundError();
    if (application.status !== 'rejected' || !application.depositPaidAt) {
      throw new ApplicationTransitionError('Solo se reembolsa el depósito pagado de una aplicación rechazada.');
    }
    const payment = await this.commands.execute<RefundPaymentCommand, RefundPaymentResult>(
      new RefundPaymentCommand(APPLICATION_PAYMENT_PURPOSE, applicationId, context),
    );
    await repository.update(applicationId, { refundStatus: payment.refundStatus, updatedAt: this.clock.now() });
    return this.queries.execute(new GetApplicationAdminItemQuery(applicationId));
  }
}
