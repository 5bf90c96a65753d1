import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The repeat check of an information request compares mailboxes (`x+1@` and `x+2@` are one inbox).
 * Comparing `regexp_replace(email_normalized, …)` row by row read every request of the last ten
 * minutes on each submission; the mailbox is now a generated column with its own index, so the
 * check is one index lookup again. The expression is the one the check used.
 */
export class InformationRequestMailbox1764000900000 implements MigrationInterface {
  name = 'InformationRequestMailbox1764000900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE information_requests ADD COLUMN email_mailbox text
         GENERATED ALWAYS AS (regexp_replace(email_normalized, '^([^@+]+)\\+[^@]*@', '\\1@')) STORED`,
    );
    await queryRunner.query('CREATE INDEX information_requests_mailbox_recent ON information_requests (email_mailbox, submitted_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX information_requests_mailbox_recent');
    await queryRunner.query('ALTER TABLE information_requests DROP COLUMN email_mailbox');
  }
}
