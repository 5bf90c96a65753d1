import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { RecordLetterConfirmationDeliveredCommand } from '../../leads';
import { EmailDeliveredEvent } from '../events/email-delivered.event';
import { letterSubmissionIdOfKey } from './send-letter-of-intent-emails.listener';

/**
 * A letter's "email sent" flag means delivered, not queued: when its confirmation reaches the
 * mail server, leads is told. The sweep (ReportDeliveredLetterConfirmationsCron) repeats it for
 * a report lost to a crash.
 */
@EventsHandler(EmailDeliveredEvent)
export class ReportLetterConfirmationDeliveredListener implements IEventHandler<EmailDeliveredEvent> {
  private readonly logger = new Logger(ReportLetterConfirmationDeliveredListener.name);

  constructor(private readonly commands: CommandBus) {}

  async handle({ emailId, dedupeKey, sentAt }: EmailDeliveredEvent): Promise<void> {
    const letterSubmissionId = letterSubmissionIdOfKey(dedupeKey);
    if (!letterSubmissionId) return;
    try {
      await this.commands.execute(new RecordLetterConfirmationDeliveredCommand(letterSubmissionId, sentAt));
    } catch (error) {
      this.logger.error({ err: error, emailId }, 'Could not report the delivered letter confirmation');
    }
  }
}
