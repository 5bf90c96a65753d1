import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { LetterSubmissionNotFoundError } from '../leads.errors';
import { LetterIdDocumentEntity } from '../persistence/letter-id-document.entity';
import { LetterSubmissionEntity } from '../persistence/letter-submission.entity';
import { DeleteLetterSubmissionCommand } from './delete-letter-submission.command';

@CommandHandler(DeleteLetterSubmissionCommand)
export class DeleteLetterSubmissionHandler implements ICommandHandler<DeleteLetterSubmissionCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ letterSubmissionId, context }: DeleteLetterSubmissionCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const submission = await manager
        .getRepository(LetterSubmissionEntity)
        .findOne({ where: { id: letterSubmissionId }, lock: { mode: 'pessimistic_write' } });
      if (!submission) throw new LetterSubmissionNotFoundError();
      const document = await manager.getRepository(LetterIdDocumentEntity).findOneBy({ submissionId: submission.id });
      // The file goes with the record (the foreign key cascades too; explicit so the intent is visible).
      await manager.delete(LetterIdDocumentEntity, { submissionId: submission.id });
      await manager.delete(LetterSubmissionEntity, { id: submission.id });
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
