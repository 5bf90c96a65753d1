import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSettings1763740000000 implements MigrationInterface {
  name = 'CreateSettings1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE settings (
        key text PRIMARY KEY,
        value bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE settings');
  }
}
