import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePayments1763740000010 implements MigrationInterface {
  name = 'CreatePayments1763740000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One payment per paying record (purpose + subject): asking twice never opens a second intent.
    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose text NOT NULL,
        subject_id uuid NOT NULL,
        provider text NOT NULL CHECK (provider IN ('stripe', 'simulated')),
        provider_intent_id text NULL UNIQUE,
        client_secret_hash text NULL,
        amount_centavos bigint NOT NULL CHECK (amount_centavos >= 1000),
        currency text NOT NULL DEFAULT 'mxn',
        status text NOT NULL DEFAULT 'requires_payment'
          CHECK (status IN ('requires_payment', 'processing', 'succeeded', 'failed', 'canceled')),
        last_error text NULL,
        succeeded_at timestamptz NULL,
        refund_status text NULL CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
        refund_attempts integer NOT NULL DEFAULT 0,
        provider_refund_id text NULL,
        refund_requested_at timestamptz NULL,
        refunded_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_one_per_subject UNIQUE (purpose, subject_id)
      )`);
    await queryRunner.query(`
      CREATE INDEX payments_unsettled ON payments (created_at)
      WHERE status IN ('requires_payment', 'processing') OR refund_status = 'pending'`);

    // Each provider event is applied once: its id is stored in the transaction that applies it.
    await queryRunner.query(`
      CREATE TABLE processed_payment_events (
        event_id text PRIMARY KEY,
        event_type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);

    // The simulated provider's own books (it stands in for Stripe's side of the wire).
    await queryRunner.query(`
      CREATE TABLE simulated_payment_intents (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        client_secret text NOT NULL,
        amount_centavos bigint NOT NULL,
        status text NOT NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE simulated_payment_refunds (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        intent_id text NOT NULL REFERENCES simulated_payment_intents (id),
        status text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE simulated_payment_refunds');
    await queryRunner.query('DROP TABLE simulated_payment_intents');
    await queryRunner.query('DROP TABLE processed_payment_events');
    await queryRunner.query('DROP TABLE payments');
  }
}
