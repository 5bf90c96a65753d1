import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GetLetterSubmissionQuery, LetterSubmissionView } from './get-letter-submission.query';

type Row = {
  id: string;
  name: string;
  email: string;
  submitted_at: Date;
  email_sent: boolean;
  letter_version: string;
  letter_sha256: string;
  letter_text: string;
  content_type: string;
  size_bytes: number;
};

@QueryHandler(GetLetterSubmissionQuery)
export class GetLetterSubmissionHandler implements IQueryHandler<GetLetterSubmissionQuery, LetterSubmissionView | null> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ letterSubmissionId }: GetLetterSubmissionQuery): Promise<LetterSubmissionView | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT s.id, s.name, s.email, s.submitted_at, s.email_sent,
              t.version AS letter_version, t.sha256 AS letter_sha256, t.body AS letter_text,
              d.content_type, d.size_bytes
         FROM letter_submissions s
         JOIN letter_of_intent_texts t ON t.sha256 = s.letter_sha256
         JOIN letter_id_documents d ON d.submission_id = s.id
        WHERE s.id = $1`,
      [letterSubmissionId],
    );
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
