import { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time links travel sealed beside the email and are erased once it is sent. */
export class EmailLogSecrets1763740000005 implements MigrationInterface {
  name = 'EmailLogSecrets1763740000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_log ADD COLUMN sealed_secrets text NULL');
    await queryRunner.query('ALTER TABLE email_log ADD COLUMN carries_secret boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_log DROP COLUMN carries_secret');
    await queryRunner.query('ALTER TABLE email_log DROP COLUMN sealed_secrets');
  }
}
