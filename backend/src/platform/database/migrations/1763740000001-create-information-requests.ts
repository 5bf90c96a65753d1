import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInformationRequests1763740000001 implements MigrationInterface {
  name = 'CreateInformationRequests1763740000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE information_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        full_name text NOT NULL,
        email text NOT NULL,
        email_normalized text NOT NULL,
        phone text NOT NULL,
        city_state text NOT NULL DEFAULT '',
        interest_type text NOT NULL,
        products_of_interest text[] NOT NULL,
        how_heard_about text NOT NULL DEFAULT '',
        utm_source text NULL,
        utm_medium text NULL,
        utm_campaign text NULL,
        utm_term text NULL,
        utm_content text NULL,
        referrer_page text NULL,
        processed boolean NOT NULL DEFAULT false,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT information_requests_products_not_empty CHECK (cardinality(products_of_interest) > 0)
      )`);
    await queryRunner.query(
      'CREATE INDEX information_requests_email_recent ON information_requests (email_normalized, submitted_at DESC)',
    );
    await queryRunner.query('CREATE INDEX information_requests_submitted_at ON information_requests (submitted_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE information_requests');
  }
}
