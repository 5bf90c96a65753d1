import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { AppConfig } from '../config';
import { makeSelfSignedSealCertificate, PdfSealer } from './pdf-seal';
import { PdfWriter } from './pdf-writer';
import { p12Certificate, sealCertificateOf } from './seal-certificate';

describe('which certificate sealed a PDF', () => {
  const directory = mkdtempSync(join(tmpdir(), 'seal-rotation-'));
  const password = 'clave-de-prueba';
  const before = join(directory, 'sello-2026.p12');
  const after = join(directory, 'sello-2027.p12');
  makeSelfSignedSealCertificate(before, password, 'Sello 2026 (prueba)');
  makeSelfSignedSealCertificate(after, password, 'Sello 2027 (prueba)');

  async function sealedWith(path: string): Promise<Buffer> {
    const writer = await PdfWriter.create({ title: 'Contrato de prueba', issuedAt: new Date('2026-03-02T17:00:00Z') });
    writer.paragraph('Contrato de promesa de compraventa');
    const config = { sealP12Path: path, sealP12Password: password, mayMakeLocalSeal: false } as AppConfig;
    return new PdfSealer(config).seal(await PDFDocument.load(await writer.save()), {
      reason: 'Contrato sellado',
      name: 'Ciudad Deporte Motor ZMG',
      location: 'Guadalajara, Jalisco',
      contactInfo: 'direccion@cdm.local',
      signingTime: new Date('2026-03-02T17:05:00Z'),
    });
  }

  it('reads the certificate from the seal itself: the one of the P12 that sealed it, before and after a rotation', async () => {
    const old = p12Certificate(readFileSync(before), password);
    const current = p12Certificate(readFileSync(after), password);
    expect(old.fingerprintSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(old.fingerprintSha256).not.toBe(current.fingerprintSha256);
    expect(old.subject).toContain('CN=Sello 2026 (prueba)');
    expect(old.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(old.pem).toContain('BEGIN CERTIFICATE');
    expect(old.pem).not.toContain('PRIVATE KEY');

    expect(sealCertificateOf(await sealedWith(before))).toMatchObject({ fingerprintSha256: old.fingerprintSha256, subject: old.subject, serialNumber: old.serialNumber });
    expect(sealCertificateOf(await sealedWith(after))?.fingerprintSha256).toBe(current.fingerprintSha256);
  }, 60_000);

  it('finds no certificate in a PDF without a seal', async () => {
    const writer = await PdfWriter.create({ title: 'Sin sello', issuedAt: new Date('2026-03-02T17:00:00Z') });
    writer.paragraph('Nada que verificar');
    expect(sealCertificateOf(await writer.save())).toBeNull();
    expect(sealCertificateOf(Buffer.from('%PDF-1.7 /ByteRange [0 10 20 30] <zz>'))).toBeNull();
  });
});
