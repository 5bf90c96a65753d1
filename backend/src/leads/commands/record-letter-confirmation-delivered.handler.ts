import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RecordLetterConfirmationDeliveredCommand } from './record-letter-confirmation-delivered.command';

@CommandHandler(RecordLetterConfirmationDeliveredCommand)
export class RecordLetterConfirmationDeliveredHandler implements ICommandHandler<RecordLetterConfirmationDeliveredCommand, boolean> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True when this call marked it; repeats (a re-reported delivery, a resent email) change nothing. */
  async execute({ letterSubmissionId, deliveredAt }: RecordLetterConfirmationDeliveredCommand): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `UPDATE letter_submissions SET email_sent = true, email_sent_at = $2 WHERE id = $1 AND NOT email_sent RETURNING id`,
      [letterSubmissionId, deliveredAt],
    );
    return rows.length > 0;
  }
}
