import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1763740000003 implements MigrationInterface {
  name = 'CreateIdentity1763740000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE staff_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        email_normalized text NOT NULL UNIQUE,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'advisor')),
        password_hash text NOT NULL,
        disabled_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE investor_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        email_normalized text NOT NULL UNIQUE,
        name text NOT NULL,
        password_hash text NULL,
        needs_password_setup boolean NOT NULL DEFAULT true,
        application_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Only a hash of each session token and one-time token is stored.
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        subject_type text NOT NULL CHECK (subject_type IN ('staff', 'investor')),
        subject_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL
      )`);
    await queryRunner.query('CREATE INDEX sessions_subject ON sessions (subject_type, subject_id) WHERE revoked_at IS NULL');
    await queryRunner.query(`
      CREATE TABLE one_time_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        purpose text NOT NULL CHECK (purpose IN ('password-reset', 'password-setup')),
        investor_account_id uuid NOT NULL REFERENCES investor_accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE one_time_tokens');
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query('DROP TABLE investor_accounts');
    await queryRunner.query('DROP TABLE staff_accounts');
  }
}
