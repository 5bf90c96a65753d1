import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import {
  GetPartnerQuery,
  GetPartnerStatementPdfQuery,
  PartnerReminderDueEvent,
  PartnerStatementPdf,
  PartnerStatementRequestedEvent,
  PartnerView,
} from '../../partners';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { partnerReminderEmail, partnerStatementEmail } from '../templates/partner.templates';

type PartnerEmailEvent = PartnerReminderDueEvent | PartnerStatementRequestedEvent;

/** Each reminder is an email job keyed by partner, due date and kind: a repeat sends nothing twice. */
@EventsHandler(PartnerReminderDueEvent, PartnerStatementRequestedEvent)
export class SendPartnerEmailsListener implements IEventHandler<PartnerEmailEvent> {
  private readonly logger = new Logger(SendPartnerEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: PartnerEmailEvent): Promise<void> {
    try {
      const partner = await this.queries.execute<GetPartnerQuery, PartnerView | null>(new GetPartnerQuery(event.partnerId));
      if (!partner || !partner.email) return;
      if (event instanceof PartnerReminderDueEvent) {
        const overdue = event.kind !== 'upcoming' && event.kind !== 'manual';
        await this.commands.execute(new QueueEmailCommand(event.dedupeKey, partner.email, partnerReminderEmail(partner, event.dueDate, overdue)));
        return;
      }
      const pdf = await this.queries.execute<GetPartnerStatementPdfQuery, PartnerStatementPdf>(new GetPartnerStatementPdfQuery(partner.id));
      const email = partnerStatementEmail(partner);
      await this.commands.execute(
        new QueueEmailCommand(`partner-statement.${partner.id}.${event.requestedAt.getTime()}`, partner.email, {
          ...email,
          attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: Buffer.from(pdf.bytes).toString('base64'), encoding: 'base64' }],
        }),
      );
    } catch (error) {
      this.logger.error({ err: error, partnerId: event.partnerId }, 'Could not queue a partner email');
    }
  }
}
