import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, MoreThan } from 'typeorm';
import { lockForTransaction } from '../../platform/database';
import { detectIdDocumentType, ID_DOCUMENT_EXTENSIONS, ID_DOCUMENT_MAX_BYTES, normalizeEmail, repeatWindowStart } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { LetterOfIntentSubmittedEvent } from '../events/letter-of-intent-submitted.event';
import { IdDocumentTooLargeError, LetterOfIntentChangedError, UnsupportedIdDocumentError } from '../leads.errors';
import { currentLetterOfIntent } from '../letter/letter-of-intent.text';
import { LetterIdDocumentEntity } from '../persistence/letter-id-document.entity';
import { LetterOfIntentTextEntity } from '../persistence/letter-of-intent-text.entity';
import { LetterSubmissionEntity } from '../persistence/letter-submission.entity';
import { SubmitLetterOfIntentCommand, SubmitLetterOfIntentResult } from './submit-letter-of-intent.command';
import { Outbox } from '../../platform/outbox';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

@CommandHandler(SubmitLetterOfIntentCommand)
export class SubmitLetterOfIntentHandler implements ICommandHandler<SubmitLetterOfIntentCommand, SubmitLetterOfIntentResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ submission, idDocument, origin }: SubmitLetterOfIntentCommand): Promise<SubmitLetterOfIntentResult> {
    // Judged by its bytes: a renamed executable or a declared "image/jpeg" proves nothing.
    const contentType = detectIdDocumentType(idDocument.bytes);
    if (!contentType) throw new UnsupportedIdDocumentError();
    if (idDocument.bytes.length > ID_DOCUMENT_MAX_BYTES) throw new IdDocumentTooLargeError();

    const letter = currentLetterOfIntent();
    // The person accepts the letter they read: one changed since is not recorded as accepted.
    if (submission.letterSha256 && submission.letterSha256 !== letter.sha256) throw new LetterOfIntentChangedError();

    const now = this.clock.now();
    const emailNormalized = normalizeEmail(submission.email);
    const documentSha256 = sha256(idDocument.bytes);

    const result = await this.dataSource.transaction(async (manager) => {
      // Serialises the submissions of one email, so a re-send after a lost answer finds the first one.
      await lockForTransaction(manager, `letter-submission:${emailNormalized}`);
      const previous = await manager
        .getRepository(LetterSubmissionEntity)
        .createQueryBuilder('submission')
        .innerJoin(LetterIdDocumentEntity, 'document', 'document.submission_id = submission.id')
        .where({ emailNormalized, letterSha256: letter.sha256, submittedAt: MoreThan(repeatWindowStart(now)) })
        .andWhere('document.sha256 = :documentSha256', { documentSha256 })
        .orderBy('submission.submitted_at', 'DESC')
        .getOne();
      if (previous) return { id: previous.id, submittedAt: previous.submittedAt, isRepeat: true };

      await manager
        .createQueryBuilder()
        .insert()
        .into(LetterOfIntentTextEntity)
        .values({ sha256: letter.sha256, version: letter.version, body: letter.text })
        .orIgnore()
        .execute();
      const submissions = manager.getRepository(LetterSubmissionEntity);
      const saved = await submissions.save(
        submissions.create({
          name: submission.name.trim(),
          email: submission.email.trim(),
          emailNormalized,
          submittedAt: now,
          letterSha256: letter.sha256,
          ip: origin.ip,
          userAgent: origin.userAgent.slice(0, 500),
        }),
      );
      await manager.getRepository(LetterIdDocumentEntity).insert({
        submissionId: saved.id,
        storedName: `ine-${randomUUID()}.${ID_DOCUMENT_EXTENSIONS[contentType]}`,
        contentType,
        sizeBytes: idDocument.bytes.length,
        sha256: documentSha256,
        bytes: idDocument.bytes,
      });
      // Only a new submission writes it (a repeat sends no second email); it commits with the record.
      await this.outbox.add(manager, new LetterOfIntentSubmittedEvent(saved.id));
      return { id: saved.id, submittedAt: saved.submittedAt, isRepeat: false };
    });
    return result;
  }
}
