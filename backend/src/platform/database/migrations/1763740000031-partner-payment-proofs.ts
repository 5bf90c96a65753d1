import { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerPaymentProofs1763740000031 implements MigrationInterface {
  name = 'PartnerPaymentProofs1763740000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The proof of a received payment, at most one per payment, apart from the payment row so that
    // the partner detail never reads file bytes; deleting the payment deletes it.
    await queryRunner.query(`
      CREATE TABLE partner_payment_proofs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL UNIQUE REFERENCES partner_payments (id) ON DELETE CASCADE,
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
        size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
        sha256 text NOT NULL CHECK (sha256 ~ '^[a-f0-9]{64}$'),
        file_name text NOT NULL CHECK (file_name ~ '^[A-Za-z0-9._-]{1,120}$'),
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Already compressed (JPEG, PNG, WebP, PDF): store the bytes out of line without trying to compress them again.
    await queryRunner.query('ALTER TABLE partner_payment_proofs ALTER COLUMN bytes SET STORAGE EXTERNAL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE partner_payment_proofs');
  }
}
