import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import pLimit from 'p-limit';
import {
  GetPartnerQuery,
  GetPartnerStatementPdfQuery,
  PartnerReminderDueEvent,
  PartnerStatementPdf,
  PartnerStatementRequestedEvent,
  PartnerView,
} from '../../partners';
import { AppConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { partnerReminderEmail, partnerStatementEmail } from '../templates/partner.templates';

type PartnerEmailEvent = PartnerReminderDueEvent | PartnerStatementRequestedEvent;

// Reminders arrive from the outbox, thousands per daily run. Handled all together they waited on the
// 20 database connections until some gave up: a few at a time, each tried again after a failure,
// and after the last try the error goes back to the outbox job, which BullMQ retries later.
const EMAILS_QUEUED_AT_ONCE = 4;
const RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

/** Each reminder is an email job keyed by partner, due date and kind: a repeat sends nothing twice. */
@EventsHandler(PartnerReminderDueEvent, PartnerStatementRequestedEvent)
export class SendPartnerEmailsListener implements IEventHandler<PartnerEmailEvent> {
  private readonly logger = new Logger(SendPartnerEmailsListener.name);
  private readonly limit = pLimit(EMAILS_QUEUED_AT_ONCE);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  handle(event: PartnerEmailEvent): Promise<void> {
    return this.limit(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.queueEmail(event);
          return;
        } catch (error) {
          const retryIn = RETRY_DELAYS_MS[attempt];
          if (retryIn === undefined) {
            this.logger.error({ err: error, partnerId: event.partnerId }, 'Could not queue a partner email; its outbox job retries');
            throw error;
          }
          this.logger.warn({ err: error, partnerId: event.partnerId, attempt: attempt + 1 }, 'Queueing a partner email failed; trying again');
          await new Promise((resolve) => setTimeout(resolve, retryIn));
        }
      }
    });
  }

  /** Idempotent: the email's dedupe key makes a second try reuse the same email and job. */
  private async queueEmail(event: PartnerEmailEvent): Promise<void> {
    const partner = await this.queries.execute<GetPartnerQuery, PartnerView | null>(new GetPartnerQuery(event.partnerId));
    if (!partner || !partner.email) return;
    if (event instanceof PartnerReminderDueEvent) {
      const overdue = event.kind !== 'upcoming' && event.kind !== 'manual';
      await this.commands.execute(new QueueEmailCommand(event.dedupeKey, partner.email, await partnerReminderEmail(partner, event.dueDate, overdue, this.config.bankDetails)));
      return;
    }
    const pdf = await this.queries.execute<GetPartnerStatementPdfQuery, PartnerStatementPdf>(new GetPartnerStatementPdfQuery(partner.id));
    const email = await partnerStatementEmail(partner, this.config.bankDetails);
    await this.commands.execute(
      new QueueEmailCommand(`partner-statement.${partner.id}.${event.requestedAt.getTime()}`, partner.email, {
        ...email,
        attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: Buffer.from(pdf.bytes).toString('base64'), encoding: 'base64' }],
      }),
    );
  }
}
