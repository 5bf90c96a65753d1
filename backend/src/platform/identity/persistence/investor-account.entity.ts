import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'investor_accounts' })
export class InvestorAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  // The username is the email (investor-portal.md §2.2).
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'email_normalized', type: 'text', unique: true })
  emailNormalized!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ name: 'needs_password_setup', type: 'boolean', default: true })
  needsPasswordSetup!: boolean;

  // When a one-time link sent to the email was used (or the account set its own password): proof the email is theirs.
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
