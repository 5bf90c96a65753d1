import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EmailAttachment } from '../templates/layout';

export type EmailStatus = 'queued' | 'sent' | 'failed';

/** Every email the platform sends, with its content as rendered and its delivery state. */
@Entity({ name: 'email_log' })
export class EmailLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  // What the email is about, e.g. `information-request.<id>.acknowledgement`: one email per key.
  @Column({ name: 'dedupe_key', type: 'text', unique: true })
  dedupeKey!: string;

  @Column({ type: 'text' })
  template!: string;

  @Column({ type: 'text' })
  recipient!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments!: EmailAttachment[];

  @Column({ type: 'text', default: 'queued' })
  status!: EmailStatus;

  @Column({ type: 'text', nullable: true })
  transport!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'provider_message_id', type: 'text', nullable: true })
  providerMessageId!: string | null;

  @Column({ name: 'sealed_secrets', type: 'text', nullable: true, select: false })
  sealedSecrets!: string | null;

  // Carried a one-time link: never sent again from the log.
  @Column({ name: 'carries_secret', type: 'boolean', default: false })
  carriesSecret!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  // Set while a run sends the email: until then no other run may send it (see DeliverEmailHandler).
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
