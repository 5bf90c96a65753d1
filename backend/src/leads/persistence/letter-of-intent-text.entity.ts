import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One letter text as it was accepted, kept once per fingerprint and never edited. */
@Entity({ name: 'letter_of_intent_texts' })
export class LetterOfIntentTextEntity {
  @PrimaryColumn({ type: 'text' })
  sha256!: string;

  @Column({ type: 'text' })
  version!: string;

  @Column({ type: 'text' })
  body!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
