import { MigrationInterface, QueryRunner } from 'typeorm';

/** The referrals context takes over referral codes (activation) and keeps an append-only credit ledger. */
export class Referrals1763740000015 implements MigrationInterface {
  name = 'Referrals1763740000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE referral_codes ADD COLUMN activated_at timestamptz NULL');
    // The largest paid reservation deposit seen for the owner (activation needs the setting's amount).
    await queryRunner.query('ALTER TABLE referral_codes ADD COLUMN qualifying_deposit_centavos bigint NOT NULL DEFAULT 0');
    await queryRunner.query('UPDATE referral_codes SET activated_at = created_at WHERE is_active');
    // One code per investor.
    await queryRunner.query('CREATE UNIQUE INDEX referral_codes_one_per_investor ON referral_codes (owner_investor_id) WHERE owner_investor_id IS NOT NULL');

    await queryRunner.query(`
      CREATE TABLE referral_credit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('earned', 'applied', 'reversed', 'adjustment')),
        amount_centavos bigint NOT NULL,
        reason text NOT NULL,
        sale_reservation_id uuid NULL,
        role text NULL CHECK (role IN ('referrer', 'buyer')),
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A sale credits each party once and is reversed at most once, however often its event arrives.
    await queryRunner.query(`
      CREATE UNIQUE INDEX referral_credit_once_per_sale ON referral_credit_entries (sale_reservation_id, role, kind)
      WHERE sale_reservation_id IS NOT NULL`);
    await queryRunner.query('CREATE INDEX referral_credit_investor ON referral_credit_entries (investor_id, created_at)');
    // Append-only: entries are never changed or deleted, only offset by new ones.
    await queryRunner.query(`
      CREATE FUNCTION referral_credit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'referral_credit_entries is append-only'; END $$`);
    await queryRunner.query(`
      CREATE TRIGGER referral_credit_entries_no_change BEFORE UPDATE OR DELETE ON referral_credit_entries
      FOR EACH ROW EXECUTE FUNCTION referral_credit_entries_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE referral_credit_entries');
    await queryRunner.query('DROP FUNCTION referral_credit_entries_append_only');
    await queryRunner.query('DROP INDEX referral_codes_one_per_investor');
    await queryRunner.query('ALTER TABLE referral_codes DROP COLUMN qualifying_deposit_centavos');
    await queryRunner.query('ALTER TABLE referral_codes DROP COLUMN activated_at');
  }
}
