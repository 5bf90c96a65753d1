import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Purchase-promise contracts (issue 19): one live contract per reservation (a cancelled one stays
 * for the history), the PDF shown to the investor and the sealed one as bytea with their SHA-256,
 * each signer's evidence, and the emailed signing codes (hashed, 10 minutes, 5 tries, one use).
 */
export class CreateContracts1765000000000 implements MigrationInterface {
  name = 'CreateContracts1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contracts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reservation_id uuid NOT NULL,
        investor_id uuid NOT NULL,
        investor_name text NOT NULL,
        investor_email text NOT NULL,
        unit_code text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending_investor', 'pending_countersign', 'signed', 'cancelled')),
        text_version text NOT NULL,
        figures jsonb NOT NULL,
        document_pdf bytea NOT NULL,
        document_sha256 text NOT NULL,
        generated_at timestamptz NOT NULL,
        investor_signed_at timestamptz,
        investor_signed_name text,
        investor_signature_png bytea,
        investor_ip text,
        investor_user_agent text,
        investor_code_id uuid,
        countersigned_at timestamptz,
        countersigned_by_id uuid,
        countersigned_by_name text,
        countersign_ip text,
        countersign_user_agent text,
        sealed_pdf bytea,
        sealed_sha256 text,
        sealed_at timestamptz,
        cancelled_at timestamptz,
        cancel_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX contracts_one_live_per_reservation ON contracts (reservation_id) WHERE status <> 'cancelled'`);
    await queryRunner.query('CREATE INDEX contracts_status_generated ON contracts (status, generated_at DESC)');
    await queryRunner.query('CREATE INDEX contracts_sealed_sha256 ON contracts (sealed_sha256) WHERE sealed_sha256 IS NOT NULL');
    await queryRunner.query('CREATE INDEX contracts_investor ON contracts (investor_id)');
    await queryRunner.query(`
      CREATE TABLE contract_signing_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz,
        superseded_at timestamptz,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX contract_signing_codes_contract ON contract_signing_codes (contract_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE contract_signing_codes');
    await queryRunner.query('DROP TABLE contracts');
  }
}
