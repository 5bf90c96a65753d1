import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEmailLog1763740000002 implements MigrationInterface {
  name = 'CreateEmailLog1763740000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL UNIQUE,
        template text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        transport text NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL,
        provider_message_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX email_log_pending ON email_log (updated_at) WHERE status = 'queued'`,
    );
    await queryRunner.query('CREATE INDEX email_log_created_at ON email_log (created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE email_log');
  }
}
