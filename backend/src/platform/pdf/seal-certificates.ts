import { Global, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config';
import { defineGauge, Metrics } from '../metrics';
import { makeSelfSignedSealCertificate } from './pdf-seal';
import { p12Certificate, type SealCertificateInfo } from './seal-certificate';

export const SEAL_CERTIFICATE_NOT_AFTER = defineGauge({
  name: 'cdm_seal_certificate_not_after_timestamp_seconds',
  help: 'When the configured sealing certificate (SEAL_P12_PATH) stops being valid (unix seconds)',
  labelNames: [],
});

export type KnownSealCertificate = Omit<SealCertificateInfo, 'pem'> & { firstSealedAt: Date; lastSealedAt: Date; contractsSealed?: number };

/**
 * The sealing certificates: the one configured now (SEAL_P12_PATH, read again when the file
 * changes), and every one that ever sealed a document (`seal_certificates`: fingerprint, subject,
 * issuer, validity and the public certificate), so that a rotation keeps the history and each sealed
 * record can say which certificate sealed it. Verifying a sealed file never needs the certificate:
 * it is looked up by the file's hash.
 */
@Injectable()
export class SealCertificates implements OnModuleInit {
  private cached: { path: string; mtimeMs: number; info: SealCertificateInfo } | null = null;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(SEAL_CERTIFICATE_NOT_AFTER, (set) => {
      set({}, Math.floor(this.current().notAfter.getTime() / 1000));
    });
  }

  /** The certificate configured now (made locally first, where a local one may be made, as the sealer would). */
  current(): SealCertificateInfo {
    const path = this.config.sealP12Path;
    if (!existsSync(path)) {
      if (!this.config.mayMakeLocalSeal) throw new Error(`The sealing certificate ${path} is missing`);
      makeSelfSignedSealCertificate(path, this.config.sealP12Password);
    }
    const { mtimeMs } = statSync(path);
    if (this.cached?.path !== path || this.cached.mtimeMs !== mtimeMs) {
      this.cached = { path, mtimeMs, info: p12Certificate(readFileSync(path), this.config.sealP12Password) };
    }
    return this.cached.info;
  }

  /** Keeps the certificate that sealed a document at `at`, in the caller's transaction (first and last use). */
  async record(certificate: SealCertificateInfo, at: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO seal_certificates (fingerprint_sha256, subject, issuer, serial_number, not_before, not_after, certificate_pem, first_sealed_at, last_sealed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (fingerprint_sha256) DO UPDATE SET
         first_sealed_at = LEAST(seal_certificates.first_sealed_at, EXCLUDED.first_sealed_at),
         last_sealed_at = GREATEST(seal_certificates.last_sealed_at, EXCLUDED.last_sealed_at)`,
      [certificate.fingerprintSha256, certificate.subject, certificate.issuer, certificate.serialNumber, certificate.notBefore, certificate.notAfter, certificate.pem, at],
    );
  }

  /** Every certificate that sealed something, newest use first. */
  async list(): Promise<KnownSealCertificate[]> {
    return this.dataSource.query(
      `SELECT fingerprint_sha256 AS "fingerprintSha256", subject, issuer, serial_number AS "serialNumber", not_before AS "notBefore",
         not_after AS "notAfter", first_sealed_at AS "firstSealedAt", last_sealed_at AS "lastSealedAt"
       FROM seal_certificates ORDER BY last_sealed_at DESC`,
    );
  }
}

/** Global: the sealing certificates are read by whoever seals, and reported by every process's metrics. */
@Global()
@Module({ providers: [SealCertificates], exports: [SealCertificates] })
export class SealCertificatesModule {}
