import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RecordLetterConfirmationDeliveredCommand } from '../../leads';
import { letterSubmissionIdOfKey } from '../listeners/send-letter-of-intent-emails.listener';
import { LETTER_CONFIRMATION_TEMPLATE } from '../templates/letter-of-intent.templates';
import { ReportDeliveredLetterConfirmationsCommand } from './report-delivered-letter-confirmations.command';

@CommandHandler(ReportDeliveredLetterConfirmationsCommand)
export class ReportDeliveredLetterConfirmationsHandler implements ICommandHandler<ReportDeliveredLetterConfirmationsCommand, number> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  /** How many submissions this round marked: normally none, the delivery event did it already. */
  async execute({ withinDays }: ReportDeliveredLetterConfirmationsCommand): Promise<number> {
    const delivered: Array<{ dedupe_key: string; sent_at: Date }> = await this.dataSource.query(
      `SELECT dedupe_key, sent_at FROM email_log
        WHERE template = $1 AND status = 'sent' AND sent_at > now() - make_interval(days => $2)
        ORDER BY sent_at LIMIT 1000`,
      [LETTER_CONFIRMATION_TEMPLATE, withinDays],
    );
    let marked = 0;
    for (const { dedupe_key: dedupeKey, sent_at: sentAt } of delivered) {
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
