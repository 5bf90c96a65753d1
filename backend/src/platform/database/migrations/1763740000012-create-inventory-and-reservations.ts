import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInventoryAndReservations1763740000012 implements MigrationInterface {
  name = 'CreateInventoryAndReservations1763740000012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_types (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        name text NOT NULL,
        category text NOT NULL,
        base_price_centavos bigint NOT NULL CHECK (base_price_centavos > 0),
        discount_price_centavos bigint NULL CHECK (discount_price_centavos > 0),
        area_m2 integer NOT NULL CHECK (area_m2 >= 0),
        total_units integer NOT NULL DEFAULT 0 CHECK (total_units >= 0),
        available_units integer NOT NULL DEFAULT 0 CHECK (available_units >= 0),
        is_active boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE units (
        unit_code text PRIMARY KEY,
        unit_number integer NOT NULL CHECK (unit_number BETWEEN 1 AND 10),
        module text NOT NULL CHECK (module IN ('A', 'B', 'C', 'D', 'E', 'F')),
        level integer NOT NULL,
        product_type text NOT NULL REFERENCES product_types (code),
        status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'blocked', 'reserved', 'sold')),
        area_m2 integer NOT NULL CHECK (area_m2 > 0),
        base_price_centavos bigint NOT NULL CHECK (base_price_centavos > 0),
        current_price_centavos bigint NULL CHECK (current_price_centavos > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT units_module_number UNIQUE (module, unit_number)
      )`);

    await queryRunner.query(`
      CREATE TABLE unit_reservations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL,
        unit_code text NOT NULL,
        product_type text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'blocked', 'active', 'converted', 'expired', 'cancelled')),
        deposit_method text NULL CHECK (deposit_method IN ('card', 'bank_transfer', 'staff')),
        reference_number text NULL UNIQUE,
        plan jsonb NOT NULL,
        total_amount_centavos bigint NOT NULL,
        reservation_deposit_centavos bigint NOT NULL CHECK (reservation_deposit_centavos > 0),
        deposit_paid_at timestamptz NULL,
        refund_status text NULL CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
        expires_at timestamptz NULL,
        hold_expires_at timestamptz NULL,
        converted_at timestamptz NULL,
        closed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The invariant "never sold twice": at most one live hold (or sale) per unit, enforced by PostgreSQL.
    await queryRunner.query(`
      CREATE UNIQUE INDEX unit_reservations_one_live_per_unit ON unit_reservations (unit_code)
      WHERE status IN ('pending', 'blocked', 'active', 'converted')`);
    await queryRunner.query(
      "CREATE INDEX unit_reservations_expiring ON unit_reservations (expires_at) WHERE status IN ('pending', 'blocked')",
    );
    await queryRunner.query('CREATE INDEX unit_reservations_investor ON unit_reservations (investor_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE unit_reservations');
    await queryRunner.query('DROP TABLE units');
    await queryRunner.query('DROP TABLE product_types');
  }
}
