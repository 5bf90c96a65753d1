import type { Attribution } from '@cdm/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A representative's acceptance of the letter of intent (public-site.md §3). Its ID file is a LetterIdDocumentEntity. */
@Entity({ name: 'letter_submissions' })
export class LetterSubmissionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'email_normalized', type: 'text' })
  emailNormalized!: string;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;

  // The exact letter accepted: a row of letter_of_intent_texts.
  @Column({ name: 'letter_sha256', type: 'text' })
  letterSha256!: string;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ name: 'user_agent', type: 'text', default: '' })
  userAgent!: string;

  // True once the confirmation email was delivered, not when it was queued (decisions.md #17).
  // How the person arrived, as the browser sent it (first and last touch; issue 31).
  @Column({ type: 'jsonb', nullable: true })
  attribution!: Attribution | null;

  @Column({ name: 'email_sent', type: 'boolean', default: false })
  emailSent!: boolean;

  @Column({ name: 'email_sent_at', type: 'timestamptz', nullable: true })
  emailSentAt!: Date | null;
}
