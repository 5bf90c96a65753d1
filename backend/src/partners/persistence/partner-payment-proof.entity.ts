import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { IdDocumentType } from '@cdm/domain';

/**
 * The proof file of a received payment (a transfer receipt, a photo of a deposit slip), stored
 * privately in PostgreSQL. A table of its own so that reading payments never reads the bytes.
 */
@Entity({ name: 'partner_payment_proofs' })
export class PartnerPaymentProofEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId!: string;

  // Detected from the bytes, never taken from the browser.
  @Column({ name: 'content_type', type: 'text' })
  contentType!: IdDocumentType;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'text' })
  sha256!: string;

  // The name the person's file had, reduced to plain ASCII (proofFileName).
  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  @Column({ type: 'bytea', select: false })
  bytes!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
