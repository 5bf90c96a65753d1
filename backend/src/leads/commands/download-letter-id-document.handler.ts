import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { LetterSubmissionNotFoundError } from '../leads.errors';
import { LetterSubmissionRepository } from '../persistence/letter-submission.repository';
import { DownloadLetterIdDocumentCommand, LetterIdDocumentFile } from './download-letter-id-document.command';

@CommandHandler(DownloadLetterIdDocumentCommand)
export class DownloadLetterIdDocumentHandler implements ICommandHandler<DownloadLetterIdDocumentCommand, LetterIdDocumentFile> {
  constructor(
    private readonly letters: LetterSubmissionRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ letterSubmissionId, context }: DownloadLetterIdDocumentCommand): Promise<LetterIdDocumentFile> {
    return this.letters.transaction(async (manager) => {
      const document = await this.letters.idDocumentWithBytes(letterSubmissionId, manager);
      if (!document) throw new LetterSubmissionNotFoundError();
      await this.audit.record(manager, context, {
        action: 'letter_submission.id_document_opened',
        entityType: 'letter_submission',
        entityId: letterSubmissionId,
      });
      return { storedName: document.storedName, contentType: document.contentType, bytes: document.bytes };
    });
  }
}
