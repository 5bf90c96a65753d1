import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { GetInformationRequestQuery, InformationRequestSubmittedEvent, InformationRequestView } from '../../leads';
import { AppConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { informationRequestAcknowledgement, informationRequestStaffNotice } from '../templates/information-request.templates';

/** Acknowledges the person and tells staff, as soon as a request is stored. */
@EventsHandler(InformationRequestSubmittedEvent)
export class SendInformationRequestEmailsListener implements IEventHandler<InformationRequestSubmittedEvent> {
  private readonly logger = new Logger(SendInformationRequestEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async handle({ informationRequestId }: InformationRequestSubmittedEvent): Promise<void> {
    try {
      const request = await this.queries.execute<GetInformationRequestQuery, InformationRequestView | null>(
        new GetInformationRequestQuery(informationRequestId),
      );
      if (!request) return;
      const key = `information-request.${request.id}`;
      await this.commands.execute(
        new QueueEmailCommand(`${key}.acknowledgement`, request.email, await informationRequestAcknowledgement(request)),
      );
      await this.commands.execute(
        new QueueEmailCommand(`${key}.staff-notice`, this.config.staffNotifyEmail, await informationRequestStaffNotice(request)),
      );
    } catch (error) {
      this.logger.error({ err: error, informationRequestId }, 'Could not queue the information request emails');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
