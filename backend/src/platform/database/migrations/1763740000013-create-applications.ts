import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateApplications1763740000013 implements MigrationInterface {
  name = 'CreateApplications1763740000013';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The id comes from the browser (one per wizard), so a retried submit finds its application.
    await queryRunner.query(`
      CREATE TABLE investor_applications (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        email_normalized text NOT NULL,
        phone text NOT NULL,
        linkedin text NOT NULL DEFAULT '',
        instagram text NOT NULL DEFAULT '',
        facebook text NOT NULL DEFAULT '',
        investment_range text NOT NULL,
        products_of_interest text[] NOT NULL CHECK (cardinality(products_of_interest) > 0),
        previous_experience text NOT NULL DEFAULT '',
        referred_by text NOT NULL DEFAULT '',
        referral_code text NULL,
        additional_info text NOT NULL DEFAULT '',
        terms_accepted_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'referido', 'authorized', 'rejected')),
        deposit_centavos bigint NOT NULL CHECK (deposit_centavos >= 0),
        deposit_paid_at timestamptz NULL,
        refund_status text NULL CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
        investor_account_id uuid NULL,
        credentials_sent_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One open application per email: a second submit is answered, not duplicated.
    await queryRunner.query(`
      CREATE UNIQUE INDEX investor_applications_one_open_per_email ON investor_applications (email_normalized)
      WHERE status IN ('pending', 'referido')`);
    await queryRunner.query('CREATE INDEX investor_applications_created_at ON investor_applications (created_at DESC)');

    // Referral codes, owned here until the referrals context takes them over (decisions.md #23).
    await queryRunner.query(`
      CREATE TABLE referral_codes (
        code text PRIMARY KEY,
        owner_name text NOT NULL,
        owner_investor_id uuid NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE referral_codes');
    await queryRunner.query('DROP TABLE investor_applications');
  }
}
