import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import { GetLetterSubmissionQuery, LetterOfIntentSubmittedEvent, LetterSubmissionView } from '../../leads';
import { AppConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { letterOfIntentConfirmation, letterOfIntentStaffNotice } from '../templates/letter-of-intent.templates';

// The confirmation's key names the submission it confirms: its delivery is reported back to leads.
export const letterConfirmationKey = (letterSubmissionId: string) => `letter-of-intent.${letterSubmissionId}.confirmation`;
const CONFIRMATION_KEY = /^letter-of-intent\.([0-9a-f-]{36})\.confirmation$/;
export const letterSubmissionIdOfKey = (dedupeKey: string) => CONFIRMATION_KEY.exec(dedupeKey)?.[1] ?? null;

/** Confirms to the representative (with the accepted letter attached) and tells staff. */
@EventsHandler(LetterOfIntentSubmittedEvent)
export class SendLetterOfIntentEmailsListener implements IEventHandler<LetterOfIntentSubmittedEvent> {
  private readonly logger = new Logger(SendLetterOfIntentEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async handle({ letterSubmissionId }: LetterOfIntentSubmittedEvent): Promise<void> {
    try {
      const submission = await this.queries.execute<GetLetterSubmissionQuery, LetterSubmissionView | null>(
        new GetLetterSubmissionQuery(letterSubmissionId),
      );
      if (!submission) return;
      await this.commands.execute(
        new QueueEmailCommand(letterConfirmationKey(submission.id), submission.email, await letterOfIntentConfirmation(submission)),
      );
      await this.commands.execute(
        new QueueEmailCommand(
          `letter-of-intent.${submission.id}.staff-notice`,
          this.config.staffNotifyEmail,
          await letterOfIntentStaffNotice(submission, `${this.config.publicUrl}/admin/cartas`),
        ),
      );
    } catch (error) {
      this.logger.error({ err: error, letterSubmissionId }, 'Could not queue the letter of intent emails');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
