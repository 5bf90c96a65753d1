import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { LetterSubmissionNotFoundError } from '../leads.errors';
import { LetterSubmissionRepository } from '../persistence/letter-submission.repository';
import { DeleteLetterSubmissionCommand } from './delete-letter-submission.command';

@CommandHandler(DeleteLetterSubmissionCommand)
export class DeleteLetterSubmissionHandler implements ICommandHandler<DeleteLetterSubmissionCommand, void> {
  constructor(
    private readonly letters: LetterSubmissionRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ letterSubmissionId, context }: DeleteLetterSubmissionCommand): Promise<void> {
    await this.letters.transaction(async (manager) => {
      const submission = await this.letters.lockById(letterSubmissionId, manager);
      if (!submission) throw new LetterSubmissionNotFoundError();
      const document = await this.letters.idDocument(submission.id, manager);
      // The file goes with the record.
      await this.letters.delete(submission.id, manager);
      // A deletion is usually asked for to erase personal data: the entry keeps no name, email or file.
      await this.audit.record(manager, context, {
        action: 'letter_submission.deleted',
        entityType: 'letter_submission',
        entityId: submission.id,
        before: {
          submittedAt: submission.submittedAt.toISOString(),
          emailSent: submission.emailSent,
          letterSha256: submission.letterSha256,
          idDocument: document ? { contentType: document.contentType, sizeBytes: document.sizeBytes, sha256: document.sha256 } : null,
        },
        after: null,
      });
    });
  }
}
