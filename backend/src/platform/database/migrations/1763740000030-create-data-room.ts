import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDataRoom1763740000030 implements MigrationInterface {
  name = 'CreateDataRoom1763740000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A document is its details; its files are versions. A deleted document keeps its record (the
    // access history points at it) but its versions lose their bytes.
    await queryRunner.query(`
      CREATE TABLE dataroom_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 160),
        folder text NOT NULL CHECK (char_length(folder) BETWEEN 1 AND 60),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
        visibility text NOT NULL CHECK (visibility IN ('all_investors', 'paid_reservation')),
        watermark boolean NOT NULL DEFAULT false,
        created_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL
      )`);
    await queryRunner.query('CREATE INDEX dataroom_documents_live ON dataroom_documents (folder, title) WHERE deleted_at IS NULL');
    // The bytes apart from the details, so that listing documents never reads a file. The newest
    // number is the current version; earlier ones stay for staff.
    await queryRunner.query(`
      CREATE TABLE dataroom_document_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES dataroom_documents (id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number > 0),
        content_type text NOT NULL CHECK (content_type IN (
          'application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.openxmlformats-officedocument.presentationml.presentation')),
        size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 52428800),
        sha256 text NOT NULL CHECK (sha256 ~ '^[a-f0-9]{64}$'),
        bytes bytea NULL,
        uploaded_by uuid NULL,
        uploaded_by_name text NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (document_id, number)
      )`);
    // Stored out of line and uncompressed, so that a download reads the file in slices (substring)
    // without decompressing it whole; most of these formats are compressed already.
    await queryRunner.query('ALTER TABLE dataroom_document_versions ALTER COLUMN bytes SET STORAGE EXTERNAL');
    // Every view or download by an investor. investor_id is identity's account (a plain uuid, no relation).
    await queryRunner.query(`
      CREATE TABLE dataroom_accesses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL,
        document_id uuid NOT NULL REFERENCES dataroom_documents (id),
        version_id uuid NOT NULL REFERENCES dataroom_document_versions (id),
        kind text NOT NULL CHECK (kind IN ('view', 'download')),
        ip text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX dataroom_accesses_document ON dataroom_accesses (document_id, at DESC)');
    await queryRunner.query('CREATE INDEX dataroom_accesses_investor ON dataroom_accesses (investor_id, at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dataroom_accesses');
    await queryRunner.query('DROP TABLE dataroom_document_versions');
    await queryRunner.query('DROP TABLE dataroom_documents');
  }
}
