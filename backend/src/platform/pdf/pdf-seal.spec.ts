import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { AppConfig } from '../config';
import { PdfSealer } from './pdf-seal';
import { PdfWriter } from './pdf-writer';

// pdfsig (poppler-utils) is a verifier that did not make the signature; .ci/run installs it.
function pdfsig(bytes: Uint8Array): { status: number; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'pdfsig-')), 'sealed.pdf');
  writeFileSync(file, bytes);
  try {
    return { status: 0, output: execFileSync('pdfsig', [file], { encoding: 'utf8' }) };
  } catch (error) {
    const failure = error as { status: number; stdout: string };
    return { status: failure.status, output: failure.stdout };
  }
}

describe('PdfSealer', () => {
  const directory = mkdtempSync(join(tmpdir(), 'seal-'));
  const config = { sealP12Path: join(directory, 'seal.p12'), sealP12Password: 'clave-de-prueba', mayMakeLocalSeal: true } as AppConfig;

  async function sealedDocument(): Promise<Buffer> {
    const writer = await PdfWriter.create({ title: 'Contrato de prueba', issuedAt: new Date('2026-03-02T17:00:00Z') });
    writer.paragraph('Firma: Łukasz Nguyễn Ñúñez');
    const pdf = await PDFDocument.load(await writer.save());
    return new PdfSealer(config).seal(pdf, {
      reason: 'Contrato sellado',
      name: 'Ciudad Deporte Motor ZMG',
      location: 'Guadalajara, Jalisco',
      contactInfo: 'direccion@cdm.local',
      signingTime: new Date('2026-03-02T17:05:00Z'),
    });
  }

  it('makes a signature another tool validates, and one changed byte breaks it', async () => {
    const sealed = await sealedDocument();
    const valid = pdfsig(sealed);
    expect(valid.output).toContain('Signature is Valid');
    expect(valid.output).toContain('Total document signed');

    // A byte of the page content, inside the signed range, changed.
    const tampered = Buffer.from(sealed);
    const at = 200;
    tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
    expect(pdfsig(tampered).output).not.toContain('Signature is Valid');
  }, 60_000);
});
