import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LetterSubmissionRepository } from '../persistence/letter-submission.repository';
import { RecordLetterConfirmationDeliveredCommand } from './record-letter-confirmation-delivered.command';

@CommandHandler(RecordLetterConfirmationDeliveredCommand)
export class RecordLetterConfirmationDeliveredHandler implements ICommandHandler<RecordLetterConfirmationDeliveredCommand, boolean> {
  constructor(private readonly letters: LetterSubmissionRepository) {}

  /** True when this call marked it; repeats (a re-reported delivery, a resent email) change nothing. */
  execute({ letterSubmissionId, deliveredAt }: RecordLetterConfirmationDeliveredCommand): Promise<boolean> {
    return this.letters.markConfirmationDelivered(letterSubmissionId, deliveredAt);
  }
}
