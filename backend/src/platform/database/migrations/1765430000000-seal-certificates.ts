import { MigrationInterface, QueryRunner } from 'typeorm';
import { sealCertificateOf } from '../../pdf/seal-certificate';

/**
 * Seal rotation (issue 30): every certificate that ever sealed a contract is kept
 * (`seal_certificates`: SHA-256 fingerprint of the DER, subject, issuer, serial, validity, the public
 * certificate, first and last use), and each sealed contract names the one that sealed it. Contracts
 * sealed before this migration are read back: the certificate is in their own seal (PKCS#7).
 */
export class SealCertificates1765430000000 implements MigrationInterface {
  name = 'SealCertificates1765430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE seal_certificates (
        fingerprint_sha256 text PRIMARY KEY CHECK (fingerprint_sha256 ~ '^[0-9a-f]{64}$'),
        subject text NOT NULL,
        issuer text NOT NULL,
        serial_number text NOT NULL,
        not_before timestamptz NOT NULL,
        not_after timestamptz NOT NULL,
        certificate_pem text NOT NULL,
        first_sealed_at timestamptz NOT NULL,
        last_sealed_at timestamptz NOT NULL
      )`);
    await queryRunner.query('ALTER TABLE contracts ADD COLUMN seal_certificate_fingerprint text');

    const sealed = (await queryRunner.query('SELECT id, sealed_pdf, sealed_at FROM contracts WHERE sealed_pdf IS NOT NULL ORDER BY sealed_at')) as Array<{
      id: string;
      sealed_pdf: Buffer;
      sealed_at: Date;
    }>;
    for (const contract of sealed) {
      const certificate = sealCertificateOf(contract.sealed_pdf);
      if (!certificate) continue;
      await queryRunner.query(
        `INSERT INTO seal_certificates (fingerprint_sha256, subject, issuer, serial_number, not_before, not_after, certificate_pem, first_sealed_at, last_sealed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (fingerprint_sha256) DO UPDATE SET
           first_sealed_at = LEAST(seal_certificates.first_sealed_at, EXCLUDED.first_sealed_at),
           last_sealed_at = GREATEST(seal_certificates.last_sealed_at, EXCLUDED.last_sealed_at)`,
        [certificate.fingerprintSha256, certificate.subject, certificate.issuer, certificate.serialNumber, certificate.notBefore, certificate.notAfter, certificate.pem, contract.sealed_at],
      );
      await queryRunner.query('UPDATE contracts SET seal_certificate_fingerprint = $2 WHERE id = $1', [contract.id, certificate.fingerprintSha256]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contracts DROP COLUMN seal_certificate_fingerprint');
    await queryRunner.query('DROP TABLE seal_certificates');
  }
}
