import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DataRoomVisibility } from '@cdm/contracts';

/** A document of the data room: its details. Its files are DataRoomDocumentVersionEntity rows, newest number current. */
@Entity({ name: 'dataroom_documents' })
export class DataRoomDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  folder!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'text' })
  visibility!: DataRoomVisibility;

  // PDFs are served to each investor stamped with their name and email.
  @Column({ type: 'boolean', default: false })
  watermark!: boolean;

  // Identity's staff account (a plain uuid, no relation).
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  // Deleted documents keep their record for the access history; their versions lose their bytes.
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
