import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DataRoomFileType } from '@cdm/domain';

/** One uploaded file of a document, kept when a newer one replaces it. The bytes are read only to serve them. */
@Entity({ name: 'dataroom_document_versions' })
export class DataRoomDocumentVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'document_id', type: 'uuid' })
  documentId!: string;

  @Column({ type: 'integer' })
  number!: number;

  // Detected from the bytes, never taken from the browser.
  @Column({ name: 'content_type', type: 'text' })
  contentType!: DataRoomFileType;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'text' })
  sha256!: string;

  // Null once the document was deleted.
  @Column({ type: 'bytea', nullable: true, select: false })
  bytes!: Buffer | null;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy!: string | null;

  @Column({ name: 'uploaded_by_name', type: 'text' })
  uploadedByName!: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;
}
