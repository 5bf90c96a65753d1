import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLetterSubmissions1763740000020 implements MigrationInterface {
  name = 'CreateLetterSubmissions1763740000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each distinct letter text ever accepted, once, by its fingerprint: a later edit of the
    // letter adds a row and never rewrites what earlier submissions accepted.
    await queryRunner.query(`
      CREATE TABLE letter_of_intent_texts (
        sha256 text PRIMARY KEY CHECK (sha256 ~ '^[a-f0-9]{64}$'),
        version text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE letter_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        email_normalized text NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        letter_sha256 text NOT NULL REFERENCES letter_of_intent_texts (sha256),
        ip text NOT NULL,
        user_agent text NOT NULL DEFAULT '',
        email_sent boolean NOT NULL DEFAULT false,
        email_sent_at timestamptz NULL
      )`);
    await queryRunner.query('CREATE INDEX letter_submissions_submitted_at ON letter_submissions (submitted_at DESC)');
    await queryRunner.query('CREATE INDEX letter_submissions_email_recent ON letter_submissions (email_normalized, submitted_at DESC)');
    // The ID file apart from the record, so that listing submissions never reads file bytes.
    await queryRunner.query(`
      CREATE TABLE letter_id_documents (
        submission_id uuid PRIMARY KEY REFERENCES letter_submissions (id) ON DELETE CASCADE,
        stored_name text NOT NULL UNIQUE,
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
        size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
        sha256 text NOT NULL CHECK (sha256 ~ '^[a-f0-9]{64}$'),
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Already compressed (JPEG, PNG, WebP, PDF): store the bytes out of line without trying to compress them again.
    await queryRunner.query('ALTER TABLE letter_id_documents ALTER COLUMN bytes SET STORAGE EXTERNAL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE letter_id_documents');
    await queryRunner.query('DROP TABLE letter_submissions');
    await queryRunner.query('DROP TABLE letter_of_intent_texts');
  }
}
