import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client written from the spec opens the booking's deposit with only `{ amount, email, name }`
 * (public-site.md §7) and sends the other booking fields after paying: until then the booking has
 * no products and no recorded consent.
 */
export class SpecShapedBookings1764000400000 implements MigrationInterface {
  name = 'SpecShapedBookings1764000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE presentation_bookings ALTER COLUMN terms_accepted_at DROP NOT NULL');
    await queryRunner.query('ALTER TABLE presentation_bookings DROP CONSTRAINT presentation_bookings_products_not_empty');
    await queryRunner.query('CREATE INDEX presentation_bookings_email ON presentation_bookings (lower(email), created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX presentation_bookings_email');
    await queryRunner.query(
      "UPDATE presentation_bookings SET products_of_interest = ARRAY['boxes-premium'] WHERE cardinality(products_of_interest) = 0",
    );
    await queryRunner.query('UPDATE presentation_bookings SET terms_accepted_at = created_at WHERE terms_accepted_at IS NULL');
    await queryRunner.query(
      'ALTER TABLE presentation_bookings ADD CONSTRAINT presentation_bookings_products_not_empty CHECK (cardinality(products_of_interest) > 0)',
    );
    await queryRunner.query('ALTER TABLE presentation_bookings ALTER COLUMN terms_accepted_at SET NOT NULL');
  }
}
