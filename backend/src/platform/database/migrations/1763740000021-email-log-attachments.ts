import { MigrationInterface, QueryRunner } from 'typeorm';

/** Text attachments rendered with the email (e.g. the accepted letter of intent), sent as they were rendered. */
export class EmailLogAttachments1763740000021 implements MigrationInterface {
  name = 'EmailLogAttachments1763740000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE email_log ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_log DROP COLUMN attachments');
  }
}
