import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePresentationBookings1763740000011 implements MigrationInterface {
  name = 'CreatePresentationBookings1763740000011';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The id comes from the browser (one per booking attempt), so a retried request finds its booking.
    await queryRunner.query(`
      CREATE TABLE presentation_bookings (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        investment_range text NOT NULL,
        products_of_interest text[] NOT NULL,
        additional_info text NOT NULL DEFAULT '',
        terms_accepted_at timestamptz NOT NULL,
        amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
        status text NOT NULL DEFAULT 'pending_payment'
          CHECK (status IN ('pending_payment', 'paid', 'refunded', 'cancelled')),
        paid_at timestamptz NULL,
        refund_status text NULL CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
        refunded_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT presentation_bookings_products_not_empty CHECK (cardinality(products_of_interest) > 0)
      )`);
    await queryRunner.query('CREATE INDEX presentation_bookings_created_at ON presentation_bookings (created_at DESC)');
    await queryRunner.query(
      "CREATE INDEX presentation_bookings_pending ON presentation_bookings (created_at) WHERE status = 'pending_payment'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE presentation_bookings');
  }
}
