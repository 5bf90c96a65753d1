import { Injectable } from '@nestjs/common';
import forge from 'node-forge';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PDFDocument } from 'pdf-lib';
import { AppConfig } from '../config';
import { sealPdf, type SealCertificate, type SealDetails } from './pdf-signature';

/**
 * A self-signed PKCS#12 for local runs (never for a reachable production: loadConfig refuses one).
 * Written to a temporary name and renamed, so two processes starting at once never read half a file.
 */
export function makeSelfSignedSealCertificate(path: string, password: string, commonName = 'Ciudad Deporte Motor ZMG (sello local de prueba)'): void {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Ciudad Deporte Motor ZMG' },
    { name: 'countryName', value: 'MX' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], password, { algorithm: '3des' });
  const bytes = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes, { mode: 0o600 });
  renameSync(temporary, path);
}

/**
 * Seals a PDF with a PAdES-style detached PKCS#7 signature (adbe.pkcs7.detached) made with the
 * P12 of the settings: any reader shows it, and one changed byte of the file breaks it.
 */
@Injectable()
export class PdfSealer {
  private p12?: Buffer;

  constructor(private readonly config: AppConfig) {}

  /** The P12 and its password, for a sealing task on the document pool's threads. */
  certificate(): SealCertificate {
    if (!this.p12) {
      if (!existsSync(this.config.sealP12Path)) {
        if (!this.config.mayMakeLocalSeal) throw new Error(`The sealing certificate ${this.config.sealP12Path} is missing`);
        makeSelfSignedSealCertificate(this.config.sealP12Path, this.config.sealP12Password);
      }
      this.p12 = readFileSync(this.config.sealP12Path);
    }
    return { p12: this.p12, password: this.config.sealP12Password };
  }

  /** Adds the signature field to the document (already complete), writes it and signs the bytes. */
  async seal(pdf: PDFDocument, details: SealDetails): Promise<Buffer> {
    return sealPdf(pdf, this.certificate(), details);
  }
}
