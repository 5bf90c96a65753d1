import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DataRoomAccessKind } from '@cdm/contracts';

/** An investor viewed or downloaded a version of a document: who, what, when and from where. */
@Entity({ name: 'dataroom_accesses' })
export class DataRoomAccessEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  // Identity's investor account (a plain uuid, no relation).
  @Column({ name: 'investor_id', type: 'uuid' })
  investorId!: string;

  @Column({ name: 'document_id', type: 'uuid' })
  documentId!: string;

  @Column({ name: 'version_id', type: 'uuid' })
  versionId!: string;

  @Column({ type: 'text' })
  kind!: DataRoomAccessKind;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;
}
