import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ApplicationAdminItem, ApplicationStatusResponse } from '@cdm/contracts';
import { canMoveApplication } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { ApplicationNotFoundError, ApplicationTransitionError } from '../applications.errors';
import { APPLICATION_CONTEXT_MESSAGES } from '../applications.messages';
import { ApplicationRejectedEvent } from '../events/application-events';
import { ApplicationRepository } from '../persistence/application.repository';
import { GetApplicationAdminItemQuery } from '../queries/get-application-admin-item.query';
import { ApplicationCredentials } from './application-credentials';
import { UpdateApplicationStatusCommand } from './update-application-status.command';

@CommandHandler(UpdateApplicationStatusCommand)
export class UpdateApplicationStatusHandler implements ICommandHandler<UpdateApplicationStatusCommand, ApplicationStatusResponse> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly credentialsOf: ApplicationCredentials,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ applicationId, status, context }: UpdateApplicationStatusCommand): Promise<ApplicationStatusResponse> {
    const application = await this.applications.transaction(async (manager) => {
      const row = await this.applications.lockById(applicationId, manager);
      if (!row) throw new ApplicationNotFoundError();
      if (!canMoveApplication(row.status, status)) throw new ApplicationTransitionError(APPLICATION_CONTEXT_MESSAGES.transition(row.status, status));
      await this.applications.update(row.id, { status, updatedAt: this.clock.now() }, manager);
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

    const credentials = status === 'authorized' ? await this.credentialsOf.send(application, context) : null;
    const item = await this.queries.execute<GetApplicationAdminItemQuery, ApplicationAdminItem>(new GetApplicationAdminItemQuery(applicationId));
    return { message: APPLICATION_CONTEXT_MESSAGES.statusUpdated, application: item, credentials };
  }
}
