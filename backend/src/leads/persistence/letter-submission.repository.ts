import { Injectable } from '@nestjs/common';
import type { LetterSubmissionList } from '@cdm/contracts';
import { EntityManager, MoreThan } from 'typeorm';
import { lockForTransaction, TransactionalRepository } from '../../platform/database';
import { LetterIdDocumentEntity } from './letter-id-document.entity';
import { LetterOfIntentTextEntity } from './letter-of-intent-text.entity';
import { LetterSubmissionEntity } from './letter-submission.entity';
import { searchPattern } from './search-pattern';

/** A submission as the staff list shows it: the letter's version and the file's type and size, never its bytes. */
export type LetterSubmissionRow = {
  id: string;
  name: string;
  email: string;
  submitted_at: Date;
  email_sent: boolean;
  letter_version: string;
  content_type: string;
  size_bytes: number;
};

/** One submission with the exact letter it accepted. */
export type LetterSubmissionDetailRow = LetterSubmissionRow & { letter_sha256: string; letter_text: string };

const JOINED = `FROM letter_submissions s
         JOIN letter_of_intent_texts t ON t.sha256 = s.letter_sha256
         JOIN letter_id_documents d ON d.submission_id = s.id`;

/** The SQL of letters of intent: the repeat check, the letter and file written with the record, and the staff reads. */
@Injectable()
export class LetterSubmissionRepository extends TransactionalRepository {
  /** The submissions of one email run one at a time, so a re-send after a lost answer finds the first one. */
  lockEmail(emailNormalized: string, manager: EntityManager): Promise<void> {
    return lockForTransaction(manager, `letter-submission:${emailNormalized}`);
  }

  /** The latest submission since `since` of the same email, letter and file, if any. */
  findRepeat(
    repeat: { emailNormalized: string; letterSha256: string; documentSha256: string; since: Date }, manager: EntityManager = this.dataSource.manager,
  ): Promise<LetterSubmissionEntity | null> {
    return manager
      .getRepository(LetterSubmissionEntity)
      .createQueryBuilder('submission')
      .innerJoin(LetterIdDocumentEntity, 'document', 'document.submission_id = submission.id')
      .where({ emailNormalized: repeat.emailNormalized, letterSha256: repeat.letterSha256, submittedAt: MoreThan(repeat.since) })
      .andWhere('document.sha256 = :documentSha256', { documentSha256: repeat.documentSha256 })
      .orderBy('submission.submitted_at', 'DESC')
      .getOne();
  }

  /** Writes the letter's text (once per version), the submission and its file, in the caller's transaction. */
  async insert(
    letter: Pick<LetterOfIntentTextEntity, 'sha256' | 'version' | 'body'>,
    submission: Omit<LetterSubmissionEntity, 'id' | 'emailSent' | 'emailSentAt'>,
    document: Omit<LetterIdDocumentEntity, 'submissionId' | 'createdAt'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LetterSubmissionEntity> {
    await manager.createQueryBuilder().insert().into(LetterOfIntentTextEntity).values(letter).orIgnore().execute();
    const submissions = manager.getRepository(LetterSubmissionEntity);
    const saved = await submissions.save(submissions.create(submission));
    await manager.getRepository(LetterIdDocumentEntity).insert({ ...document, submissionId: saved.id });
    return saved;
  }

  /** The ID document with its bytes (the one read that loads them). */
  /** The submission locked for the rest of the transaction. */
  lockById(id: string, manager: EntityManager): Promise<LetterSubmissionEntity | null> {
    return manager.getRepository(LetterSubmissionEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The submission's ID document without its bytes. */
  idDocument(submissionId: string, manager: EntityManager = this.dataSource.manager): Promise<LetterIdDocumentEntity | null> {
    return manager.getRepository(LetterIdDocumentEntity).findOneBy({ submissionId });
  }

  /** The submission and its file (the foreign key cascades too; explicit so the intent is visible). */
  async delete(submissionId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(LetterIdDocumentEntity, { submissionId });
    await manager.delete(LetterSubmissionEntity, { id: submissionId });
  }

  idDocumentWithBytes(submissionId: string, manager: EntityManager = this.dataSource.manager): Promise<LetterIdDocumentEntity | null> {
    return manager.getRepository(LetterIdDocumentEntity).createQueryBuilder('document').addSelect('document.bytes').where({ submissionId }).getOne();
  }

  /** Marks the confirmation email delivered; false when it already was (repeats change nothing). */
  async markConfirmationDelivered(id: string, deliveredAt: Date): Promise<boolean> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `UPDATE letter_submissions SET email_sent = true, email_sent_at = $2 WHERE id = $1 AND NOT email_sent RETURNING id`,
      [id, deliveredAt],
    );
    return rows.length > 0;
  }

  async detail(id: string): Promise<LetterSubmissionDetailRow | null> {
    const [row] = await this.dataSource.query<LetterSubmissionDetailRow[]>(
      `SELECT s.id, s.name, s.email, s.submitted_at, s.email_sent,
              t.version AS letter_version, t.sha256 AS letter_sha256, t.body AS letter_text,
              d.content_type, d.size_bytes
         ${JOINED}
        WHERE s.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** One page of the staff list (newest first; search by name or email), the matches and the sent count. */
  async staffPage(
    page: number,
    pageSize: number,
    search?: string,
  ): Promise<{ rows: LetterSubmissionRow[]; total: number; counts: LetterSubmissionList['counts'] }> {
    const pattern = searchPattern(search);
    const filter = `($1::text IS NULL OR s.name ILIKE $1 OR s.email ILIKE $1)`;
    const rows = await this.dataSource.query<LetterSubmissionRow[]>(
      `SELECT s.id, s.name, s.email, s.submitted_at, s.email_sent, t.version AS letter_version, d.content_type, d.size_bytes
         ${JOINED}
        WHERE ${filter}
        ORDER BY s.submitted_at DESC, s.id
        LIMIT $2 OFFSET $3`,
      [pattern, pageSize, (page - 1) * pageSize],
    );
    const [{ matching }] = await this.dataSource.query<Array<{ matching: number }>>(
      `SELECT count(*)::int AS matching FROM letter_submissions s WHERE ${filter}`,
      [pattern],
    );
    const [counts] = await this.dataSource.query<Array<{ total: number; sent: number }>>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE email_sent)::int AS sent FROM letter_submissions`,
    );
    return { rows, total: matching, counts: { total: counts.total, emailsSent: counts.sent, pending: counts.total - counts.sent } };
  }
}
