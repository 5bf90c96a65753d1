import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import {
  ApplicationDepositPaidEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationView,
  GetApplicationQuery,
} from '../../applications';
import { AppConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { applicationReceivedEmail, applicationRejectedEmail, applicationStaffNotice } from '../templates/application.templates';
import { depositLabel, paymentConfirmationEmail } from '../templates/payment-confirmation.template';

type ApplicationEmailEvent = ApplicationSubmittedEvent | ApplicationDepositPaidEvent | ApplicationRejectedEvent;

@EventsHandler(ApplicationSubmittedEvent, ApplicationDepositPaidEvent, ApplicationRejectedEvent)
export class SendApplicationEmailsListener implements IEventHandler<ApplicationEmailEvent> {
  private readonly logger = new Logger(SendApplicationEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async handle(event: ApplicationEmailEvent): Promise<void> {
    try {
      const application = await this.queries.execute<GetApplicationQuery, ApplicationView | null>(new GetApplicationQuery(event.applicationId));
      if (!application) return;
      const key = `application.${application.id}`;
      if (event instanceof ApplicationSubmittedEvent) {
        await this.commands.execute(
          new QueueEmailCommand(`${key}.received`, application.email, await applicationReceivedEmail(application, this.config.contactEmail)),
        );
        await this.commands.execute(new QueueEmailCommand(`${key}.staff-notice`, this.config.staffNotifyEmail, await applicationStaffNotice(application)));
      } else if (event instanceof ApplicationDepositPaidEvent) {
        const receipt = await paymentConfirmationEmail({
          name: application.name,
          depositLabel: depositLabel(application.depositCentavos),
          contactEmail: this.config.contactEmail,
        });
        await this.commands.execute(new QueueEmailCommand(`${key}.deposit-receipt`, application.email, receipt));
      } else {
        await this.commands.execute(
          new QueueEmailCommand(`${key}.rejected`, application.email, await applicationRejectedEmail(application, this.config.contactEmail)),
        );
      }
    } catch (error) {
      this.logger.error({ err: error, applicationId: event.applicationId }, 'Could not queue an application email');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
