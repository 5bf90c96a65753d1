import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1764000600000 implements MigrationInterface {
  name = 'CreateOutbox1764000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The transactional outbox: a command writes what its change must cause in the same transaction
    // as the change; the relay moves each row to BullMQ (job id outbox-<id>) and marks it. The payload
    // holds ids and plain values only, never personal data. `queue_prefix` is the REDIS_PREFIX of the
    // process that wrote it: rows are relayed into that deployment's queues only.
    await queryRunner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        queue_prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX outbox_pending ON outbox (queue_prefix, id) WHERE dispatched_at IS NULL');
    await queryRunner.query('CREATE INDEX outbox_dispatched ON outbox (dispatched_at) WHERE dispatched_at IS NOT NULL');

    // The last day each scheduled run completed for (a date in the schedule's time zone): a run that
    // found no worker up is caught up when one comes back.
    await queryRunner.query(`
      CREATE TABLE scheduled_runs (
        name text PRIMARY KEY,
        last_completed_for date NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE scheduled_runs');
    await queryRunner.query('DROP TABLE outbox');
  }
}
