import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePartners1763740000014 implements MigrationInterface {
  name = 'CreatePartners1763740000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One partner per converted reservation: a replayed conversion event creates nothing twice.
    await queryRunner.query(`
      CREATE TABLE partners (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL,
        reservation_id uuid NOT NULL UNIQUE,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL DEFAULT '',
        unit_code text NOT NULL,
        product_type text NOT NULL,
        product_purchased text NOT NULL,
        payment_method text NOT NULL DEFAULT 'plan',
        plan jsonb NOT NULL,
        total_amount_centavos bigint NOT NULL,
        down_payment_centavos bigint NOT NULL,
        down_payment_paid boolean NOT NULL DEFAULT false,
        down_payment_date timestamptz NULL,
        down_payment_scheduled_date date NOT NULL,
        monthly_payment_centavos bigint NOT NULL,
        payment_day integer NOT NULL CHECK (payment_day BETWEEN 1 AND 31),
        payment_term integer NOT NULL,
        final_payment_centavos bigint NOT NULL,
        remaining_balance_centavos bigint NOT NULL,
        last_payment_date date NULL,
        next_payment_date date NULL,
        is_current_on_payments boolean NOT NULL DEFAULT true,
        sold_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX partners_next_payment ON partners (next_payment_date) WHERE next_payment_date IS NOT NULL');

    await queryRunner.query(`
      CREATE TABLE partner_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
        amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
        paid_on date NOT NULL,
        method text NOT NULL,
        reference text NOT NULL DEFAULT '',
        recorded_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX partner_payments_partner ON partner_payments (partner_id, paid_on)');

    // A reminder is sent once per partner, due date and kind, however many times the daily run goes.
    await queryRunner.query(`
      CREATE TABLE partner_reminders_sent (
        partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
        due_date date NOT NULL,
        kind text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (partner_id, due_date, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE partner_reminders_sent');
    await queryRunner.query('DROP TABLE partner_payments');
    await queryRunner.query('DROP TABLE partners');
  }
}
