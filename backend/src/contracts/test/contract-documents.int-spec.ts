import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { PNG } from 'pngjs';
import { dropDatabase } from '../../platform/database';
import { eventually } from '../../../test-support/eventually';
import { freshDatabase, newReservation, type HandlerApp } from '../../../test-support/factories';
import { HttpSession, signedInStaff } from '../../../test-support/http-session';
import { signedInInvestor, type TestInvestor } from '../../../test-support/investors';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { bombPng, pngDataUrl, signaturePng } from '../../../test-support/png';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

// Issue 28: the drawn signature is an image someone sent. It is checked by its header when it is
// sent, decoded and written again by us (off the request loop), and never stored as given; the
// sealed copy's signature page is numbered after the document's pages.
const ADMIN = { email: 'documentos.admin@cdm.test', password: 'Admin-Documentos-2026!' };
const NAME = 'Renata Ibáñez Peña';

describe('contract documents: the drawn signature and the sealed copy', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;
  let databaseUrl: string;
  const taken = new Set<string>();

  beforeAll(async () => {
    databaseUrl = await freshDatabase('contract_documents');
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEAL_P12_PATH: join(mkdtempSync(join(tmpdir(), 'seal-')), 'seal.p12'),
    });
    admin = await signedInStaff(testApp.baseUrl, ADMIN);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
    await dropDatabase(databaseUrl);
  });

  const asHandlerApp = (): HandlerApp => ({ ...testApp, context: testApp.app, commands: testApp.app.get(CommandBus) }) as unknown as HandlerApp;

  /** An active reservation's contract and a fresh signing code for it. */
  async function contractToSign(investor: TestInvestor) {
    const reservation = await newReservation(asHandlerApp(), taken, { status: 'blocked', investorId: investor.id });
    expect((await admin.post('/api/admin/confirm-deposit', { reservationId: reservation.id, paymentConfirmation: `doc-${reservation.id}` })).status).toBe(200);
    const contract = await eventually(async () => {
      const answer = await investor.session.get(`/api/my/contracts/by-reservation/${reservation.id}`);
      if (answer.status !== 200) throw new Error(answer.text);
      return answer.json as { id: string; documentSha256: string };
    });
    const codeEmails = () => smtp.to(investor.email).filter((email) => email.subject.includes('código'));
    const before = codeEmails().length;
    expect((await investor.session.post(`/api/my/contracts/${contract.id}/code`)).status).toBe(200);
    const code = await eventually(() => {
      const emails = codeEmails();
      if (emails.length <= before) throw new Error('no code yet');
      return emails[emails.length - 1].text.match(/\b(\d{6})\b/)![1];
    });
    const sign = (signatureImage?: string) =>
      investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code, fullName: NAME, documentSha256: contract.documentSha256, ...(signatureImage ? { signatureImage } : {}) });
    return { contract, sign };
  }

  const storedRow = async (id: string) =>
    ((await testApp.db.query('SELECT status, investor_signature_png, investor_code_id FROM contracts WHERE id = $1', [id])) as Array<{ status: string; investor_signature_png: Buffer | null; investor_code_id: string | null }>)[0];

  it('refuses text sent as a drawn signature with a 400 on that field, and stores nothing', async () => {
    const investor = await signedInInvestor(testApp, NAME);
    const { contract, sign } = await contractToSign(investor);
    const text = `data:image/png;base64,${Buffer.from('Esto es texto y no una imagen de firma').toString('base64')}`;
    const refused = await sign(text);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'validation_failed', errors: [{ field: 'signatureImage', message: 'La firma dibujada no es válida; bórrala y dibújala de nuevo' }] });
    expect(await storedRow(contract.id)).toMatchObject({ status: 'pending_investor', investor_signature_png: null, investor_code_id: null });
  });

  it.each([
    ['7,000 × 7,000', 7_000, 7_000],
    ['16,000 × 16,000', 16_000, 16_000],
  ])('refuses a %s one-bit decompression bomb by its header, before decoding it', async (_name, width, height) => {
    const investor = await signedInInvestor(testApp, NAME);
    const { contract, sign } = await contractToSign(investor);
    const refused = await sign(pngDataUrl(bombPng(width, height)));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ errors: [{ field: 'signatureImage', message: expect.stringContaining('demasiado grande') }] });
    expect((await storedRow(contract.id)).status).toBe('pending_investor');
  });

  it('stores its own re-encoding of a drawn signature, and the sealed copy numbers the signature page after the document', async () => {
    const investor = await signedInInvestor(testApp, NAME);
    const { contract, sign } = await contractToSign(investor);
    const sent = signaturePng(2_400, 576, { transparent: true });
    expect((await sign(pngDataUrl(sent))).status).toBe(200);
    const stored = (await storedRow(contract.id)).investor_signature_png!;
    expect(stored.equals(sent)).toBe(false);
    const image = PNG.sync.read(stored);
    expect([image.width, image.height]).toEqual([960, 230]);

    expect((await admin.post(`/api/admin/contracts/${contract.id}/countersign`)).status).toBe(200);
    const [{ sealed_pdf: sealed }] = await testApp.db.query('SELECT sealed_pdf FROM contracts WHERE id = $1', [contract.id]);
    const pages = pdfPagesText(sealed);
    const total = pages.length;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(pages[total - 1]).toContain(`Página ${total} de ${total}`);
    expect(pages[total - 1]).not.toContain('Página 1 de 1');
  });

  it('countersigns a contract whose stored drawing cannot be read (stored before these checks): sealed, and the page says so', async () => {
    const investor = await signedInInvestor(testApp, NAME);
    const { contract, sign } = await contractToSign(investor);
    expect((await sign(pngDataUrl(signaturePng(600, 200)))).status).toBe(200);
    await testApp.db.query('UPDATE contracts SET investor_signature_png = $2 WHERE id = $1', [contract.id, Buffer.from('texto guardado como firma')]);

    const countersigned = await admin.post(`/api/admin/contracts/${contract.id}/countersign`);
    expect(countersigned.status).toBe(200);
    const [{ status, sealed_pdf: sealed }] = await testApp.db.query('SELECT status, sealed_pdf FROM contracts WHERE id = $1', [contract.id]);
    expect(status).toBe('signed');
    expect(pdfPagesText(sealed).at(-1)!.replace(/\s+/g, ' ')).toContain('no pudo leerse como imagen');
  });
});
