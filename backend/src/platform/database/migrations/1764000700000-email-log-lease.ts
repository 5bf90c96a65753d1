import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A run that sends an email claims its row for a while (`lease_until`) with one conditional UPDATE
 * instead of holding a database connection (and an advisory lock) for the whole SMTP exchange.
 * While the lease is live no other run sends the email; once it has passed (the sender died) the
 * next run claims it again. The row keeps status 'queued' while leased.
 */
export class EmailLogLease1764000700000 implements MigrationInterface {
  name = 'EmailLogLease1764000700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_log ADD COLUMN lease_until timestamptz NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_log DROP COLUMN lease_until');
  }
}
