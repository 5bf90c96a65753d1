import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordLetterConfirmationDeliveredCommand } from '../../leads';
import { EmailLogRepository } from '../persistence/email-log.repository';
import { letterSubmissionIdOfKey } from '../listeners/send-letter-of-intent-emails.listener';
import { LETTER_CONFIRMATION_TEMPLATE } from '../templates/letter-of-intent.templates';
import { ReportDeliveredLetterConfirmationsCommand } from './report-delivered-letter-confirmations.command';

@CommandHandler(ReportDeliveredLetterConfirmationsCommand)
export class ReportDeliveredLetterConfirmationsHandler implements ICommandHandler<ReportDeliveredLetterConfirmationsCommand, number> {
  constructor(
    private readonly emails: EmailLogRepository,
    private readonly commands: CommandBus,
  ) {}

  /** How many submissions this round marked: normally none, the delivery event did it already. */
  async execute({ withinDays }: ReportDeliveredLetterConfirmationsCommand): Promise<number> {
    const delivered = await this.emails.sentOfTemplate(LETTER_CONFIRMATION_TEMPLATE, withinDays);
    let marked = 0;
    for (const { dedupeKey, sentAt } of delivered) {
      const letterSubmissionId = letterSubmissionIdOfKey(dedupeKey);
      if (!letterSubmissionId) continue;
      // Idempotent on the leads side: an already marked submission changes nothing.
      if (await this.commands.execute<RecordLetterConfirmationDeliveredCommand, boolean>(new RecordLetterConfirmationDeliveredCommand(letterSubmissionId, sentAt))) {
        marked++;
      }
    }
    return marked;
  }
}
