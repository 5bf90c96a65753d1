import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LetterSubmissionAdminItem, LetterSubmissionList } from '@cdm/contracts';
import { LetterSubmissionRepository, type LetterSubmissionRow } from '../persistence/letter-submission.repository';
import { ListLetterSubmissionsQuery } from './list-letter-submissions.query';

export const idDocumentPath = (letterSubmissionId: string) => `/api/admin/letter-submissions/${letterSubmissionId}/ine`;

function toAdminItem(row: LetterSubmissionRow): LetterSubmissionAdminItem {
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
  constructor(private readonly letters: LetterSubmissionRepository) {}

  async execute({ page, pageSize, search }: ListLetterSubmissionsQuery): Promise<LetterSubmissionList> {
    const { rows, total, counts } = await this.letters.staffPage(page, pageSize, search);
    return { items: rows.map(toAdminItem), total, page, pageSize, counts };
  }
}
