import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LetterSubmissionAdminItem, LetterSubmissionList } from '@cdm/contracts';
import { ListLetterSubmissionsQuery } from './list-letter-submissions.query';

type Row = {
  id: string;
  name: string;
  email: string;
  submitted_at: Date;
  email_sent: boolean;
  letter_version: string;
  content_type: string;
  size_bytes: number;
};

export const idDocumentPath = (letterSubmissionId: string) => `/api/admin/letter-submissions/${letterSubmissionId}/ine`;

function toAdminItem(row: Row): LetterSubmissionAdminItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    submittedAt: row.submitted_at.toISOString(),
    emailSent: row.email_sent,
    ineFileUrl: idDocumentPath(row.id),
    ineFile: { contentType: row.content_type, sizeBytes: row.size_bytes },
    letterVersion: row.letter_version,
  };
}

@QueryHandler(ListLetterSubmissionsQuery)
export class ListLetterSubmissionsHandler implements IQueryHandler<ListLetterSubmissionsQuery, LetterSubmissionList> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ page, pageSize, search }: ListLetterSubmissionsQuery): Promise<LetterSubmissionList> {
    const term = search?.trim();
    // Escape LIKE wildcards so a search for "50%" means that text.
    const pattern = term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const filter = `($1::text IS NULL OR s.name ILIKE $1 OR s.email ILIKE $1)`;
    // The file's bytes are never read here: only its type and size.
    const rows: Row[] = await this.dataSource.query(
      `SELECT s.id, s.name, s.email, s.submitted_at, s.email_sent, t.version AS letter_version, d.content_type, d.size_bytes
         FROM letter_submissions s
         JOIN letter_of_intent_texts t ON t.sha256 = s.letter_sha256
         JOIN letter_id_documents d ON d.submission_id = s.id
        WHERE ${filter}
        ORDER BY s.submitted_at DESC, s.id
        LIMIT $2 OFFSET $3`,
      [pattern, pageSize, (page - 1) * pageSize],
    );
    const [{ matching }]: Array<{ matching: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS matching FROM letter_submissions s WHERE ${filter}`,
      [pattern],
    );
    const [counts]: Array<{ total: number; sent: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE email_sent)::int AS sent FROM letter_submissions`,
    );
    return {
      items: rows.map(toAdminItem),
      total: matching,
      page,
      pageSize,
      counts: { total: counts.total, emailsSent: counts.sent, pending: counts.total - counts.sent },
    };
  }
}
