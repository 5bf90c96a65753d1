import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank reconciliation (issue 20): every partner gets a stable CDM-S-… reference (backfilled, unique,
 * drawn by the database so every way a partner row is written gets one), a partner payment may name
 * the statement line it came from (one payment a line), and the statements, their lines and each
 * bank account's remembered CSV columns. A line's identity (account, date, amount, tracking key or
 * the raw line's hash) is unique: a re-upload or an overlapping statement inserts nothing twice.
 */
export class BankReconciliation1765100000000 implements MigrationInterface {
  name = 'BankReconciliation1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The alphabet of libs/domain's partnerReference (no I, no O). Six characters give 34^6 codes; a
    // sequence number times 3^18 (coprime with 34^6 = 2^6 * 17^6) modulo 34^6 visits each code once, so
    // two partners never draw the same reference (random draws collide: even odds at 50,000 partners).
    await queryRunner.query('CREATE SEQUENCE partner_reference_seq');
    await queryRunner.query(
      `CREATE FUNCTION cdm_partner_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
         DECLARE
           alphabet constant text := '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
           n bigint := (nextval('partner_reference_seq') * 387420489) % 1544804416;
           code text := '';
         BEGIN
           FOR i IN 1..6 LOOP
             code := substr(alphabet, 1 + (n % 34)::int, 1) || code;
             n := n / 34;
           END LOOP;
           RETURN 'CDM-S-' || code;
         END
       $$`,
    );
    await queryRunner.query('ALTER TABLE partners ADD COLUMN reference text');
    await queryRunner.query('UPDATE partners SET reference = cdm_partner_reference()');
    await queryRunner.query('ALTER TABLE partners ALTER COLUMN reference SET DEFAULT cdm_partner_reference(), ALTER COLUMN reference SET NOT NULL');
    await queryRunner.query('CREATE UNIQUE INDEX partners_reference ON partners (reference)');

    await queryRunner.query(
      `CREATE TABLE bank_accounts (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         account_number text NOT NULL UNIQUE,
         csv_mapping jsonb NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE bank_statements (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         account_id uuid NOT NULL REFERENCES bank_accounts (id),
         format text NOT NULL CHECK (format IN ('camt053', 'csv')),
         file_name text NOT NULL,
         sha256 text NOT NULL,
         uploaded_by text NOT NULL,
         uploaded_at timestamptz NOT NULL,
         line_count integer NOT NULL DEFAULT 0,
         new_line_count integer NOT NULL DEFAULT 0
       )`,
    );
    await queryRunner.query('CREATE INDEX bank_statements_uploaded ON bank_statements (uploaded_at DESC, id)');
    await queryRunner.query(
      `CREATE TABLE bank_statement_lines (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         statement_id uuid NOT NULL REFERENCES bank_statements (id),
         account_id uuid NOT NULL REFERENCES bank_accounts (id),
         line_key text NOT NULL,
         booked_on date NOT NULL,
         amount_centavos bigint NOT NULL,
         description text NOT NULL,
         reference text NOT NULL,
         tracking_key text NOT NULL,
         payer_name text NOT NULL,
         status text NOT NULL CHECK (status IN ('applied', 'suggested', 'unmatched', 'ignored', 'debit')),
         match_reason text NOT NULL,
         target_kind text NULL CHECK (target_kind IN ('reservation', 'partner')),
         target_id uuid NULL,
         target_reference text NULL,
         target_name text NULL,
         ignore_reason text NULL,
         applied_at timestamptz NULL,
         applied_by text NULL,
         applied_by_id uuid NULL,
         undo_reason text NULL,
         problem text NULL,
         applied_centavos bigint NOT NULL DEFAULT 0,
         created_at timestamptz NOT NULL,
         updated_at timestamptz NOT NULL,
         CONSTRAINT bank_statement_lines_identity UNIQUE (account_id, line_key)
       )`,
    );
    await queryRunner.query('CREATE INDEX bank_statement_lines_statement ON bank_statement_lines (statement_id, status, booked_on, id)');
    await queryRunner.query('ALTER TABLE partner_payments ADD COLUMN bank_line_id uuid NULL');
    await queryRunner.query('CREATE UNIQUE INDEX partner_payments_bank_line ON partner_payments (bank_line_id) WHERE bank_line_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX partner_payments_bank_line');
    await queryRunner.query('ALTER TABLE partner_payments DROP COLUMN bank_line_id');
    await queryRunner.query('DROP TABLE bank_statement_lines');
    await queryRunner.query('DROP TABLE bank_statements');
    await queryRunner.query('DROP TABLE bank_accounts');
    await queryRunner.query('DROP INDEX partners_reference');
    await queryRunner.query('ALTER TABLE partners DROP COLUMN reference');
    await queryRunner.query('DROP FUNCTION cdm_partner_reference()');
    await queryRunner.query('DROP SEQUENCE partner_reference_seq');
  }
}
