import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditLog1763740000004 implements MigrationInterface {
  name = 'CreateAuditLog1763740000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_type text NOT NULL CHECK (actor_type IN ('staff', 'investor', 'system')),
        actor_id uuid NULL,
        actor_name text NULL,
        action text NOT NULL,
        entity_type text NOT NULL,
        entity_id text NULL,
        before jsonb NULL,
        after jsonb NULL,
        request_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX audit_log_created_at ON audit_log (created_at DESC)');
    await queryRunner.query('CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
  }
}
