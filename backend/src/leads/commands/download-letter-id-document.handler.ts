import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { LetterSubmissionNotFoundError } from '../leads.errors';
import { LetterIdDocumentEntity } from '../persistence/letter-id-document.entity';
import { DownloadLetterIdDocumentCommand, LetterIdDocumentFile } from './download-letter-id-document.command';

@CommandHandler(DownloadLetterIdDocumentCommand)
export class DownloadLetterIdDocumentHandler implements ICommandHandler<DownloadLetterIdDocumentCommand, LetterIdDocumentFile> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ letterSubmissionId, context }: DownloadLetterIdDocumentCommand): Promise<LetterIdDocumentFile> {
    return this.dataSource.transaction(async (manager) => {
      const document = await manager
        .getRepository(LetterIdDocumentEntity)
        .createQueryBuilder('document')
        .addSelect('document.bytes')
        .where({ submissionId: letterSubmissionId })
        .getOne();
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
