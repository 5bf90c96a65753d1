import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LetterSubmissionRepository } from '../persistence/letter-submission.repository';
import { GetLetterSubmissionQuery, LetterSubmissionView } from './get-letter-submission.query';

@QueryHandler(GetLetterSubmissionQuery)
export class GetLetterSubmissionHandler implements IQueryHandler<GetLetterSubmissionQuery, LetterSubmissionView | null> {
  constructor(private readonly letters: LetterSubmissionRepository) {}

  async execute({ letterSubmissionId }: GetLetterSubmissionQuery): Promise<LetterSubmissionView | null> {
    const row = await this.letters.detail(letterSubmissionId);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      submittedAt: row.submitted_at,
      emailSent: row.email_sent,
      letter: { version: row.letter_version, sha256: row.letter_sha256, text: row.letter_text },
      idDocument: { contentType: row.content_type, sizeBytes: row.size_bytes },
    };
  }
}
