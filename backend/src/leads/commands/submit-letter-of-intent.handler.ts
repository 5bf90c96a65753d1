import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { detectIdDocumentType, ID_DOCUMENT_EXTENSIONS, ID_DOCUMENT_MAX_BYTES, normalizeEmail, repeatWindowStart } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { LetterOfIntentSubmittedEvent } from '../events/letter-of-intent-submitted.event';
import { IdDocumentTooLargeError, LetterOfIntentChangedError, UnsupportedIdDocumentError } from '../leads.errors';
import { currentLetterOfIntent } from '../letter/letter-of-intent.text';
import { LetterSubmissionRepository } from '../persistence/letter-submission.repository';
import { SubmitLetterOfIntentCommand, SubmitLetterOfIntentResult } from './submit-letter-of-intent.command';
import { Outbox } from '../../platform/outbox';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

@CommandHandler(SubmitLetterOfIntentCommand)
export class SubmitLetterOfIntentHandler implements ICommandHandler<SubmitLetterOfIntentCommand, SubmitLetterOfIntentResult> {
  constructor(
    private readonly letters: LetterSubmissionRepository,
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

    const result = await this.letters.transaction(async (manager) => {
      // Serialises the submissions of one email, so a re-send after a lost answer finds the first one.
      await this.letters.lockEmail(emailNormalized, manager);
      const previous = await this.letters.findRepeat(
        {
          emailNormalized,
          letterSha256: letter.sha256,
          documentSha256,
          since: repeatWindowStart(now),
        },
        manager,
      );
      if (previous) return { id: previous.id, submittedAt: previous.submittedAt, isRepeat: true };

      const saved = await this.letters.insert(
        { sha256: letter.sha256, version: letter.version, body: letter.text }, {
          name: submission.name.trim(),
          email: submission.email.trim(),
          emailNormalized,
          submittedAt: now,
          letterSha256: letter.sha256,
          ip: origin.ip,
          userAgent: origin.userAgent.slice(0, 500),
          attribution: submission.attribution ?? null,
        }, {
          storedName: `ine-${randomUUID()}.${ID_DOCUMENT_EXTENSIONS[contentType]}`,
          contentType,
          sizeBytes: idDocument.bytes.length,
          sha256: documentSha256,
          bytes: idDocument.bytes,
        }, manager,
      );
      // Only a new submission writes it (a repeat sends no second email); it commits with the record.
      await this.outbox.add(manager, new LetterOfIntentSubmittedEvent(saved.id));
      return { id: saved.id, submittedAt: saved.submittedAt, isRepeat: false };
    });
    return result;
  }
}
