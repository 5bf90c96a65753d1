import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { IdDocumentType } from '@cdm/domain';

/**
 * The INE file of a submission, stored privately in PostgreSQL under a generated name. A table
 * of its own so that listing submissions never reads the bytes; deleting the submission deletes it.
 */
@Entity({ name: 'letter_id_documents' })
export class LetterIdDocumentEntity {
  @PrimaryColumn({ name: 'submission_id', type: 'uuid' })
  submissionId!: string;

  @Column({ name: 'stored_name', type: 'text' })
  storedName!: string;

  // Detected from the bytes, never taken from the browser.
  @Column({ name: 'content_type', type: 'text' })
  contentType!: IdDocumentType;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'text' })
  sha256!: string;

  @Column({ type: 'bytea', select: false })
  bytes!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
