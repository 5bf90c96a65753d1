import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { dropDatabase } from '../../platform/database';
import { SealCertificates1765430000000 } from '../../platform/database/migrations/1765430000000-seal-certificates';
import { makeSelfSignedSealCertificate, p12Certificate, SealCertificates } from '../../platform/pdf';
import { eventually } from '../../../test-support/eventually';
import { freshDatabase, newReservation, type HandlerApp } from '../../../test-support/factories';
import { HttpSession, signedInStaff } from '../../../test-support/http-session';
import { signedInInvestor, type TestInvestor } from '../../../test-support/investors';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, type TestApp } from '../../../test-support/test-app';

const ADMIN = { email: 'rotacion.admin@cdm.test', password: 'Admin-Rotacion-2026!' };
const PASSWORD = 'clave-del-sello-de-prueba';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('rotating the seal certificate', () => {
  const directory = mkdtempSync(join(tmpdir(), 'seal-rotation-'));
  const certificates = { before: join(directory, 'sello-anterior.p12'), after: join(directory, 'sello-nuevo.p12') };
  let smtp: SmtpListener;
  let databaseUrl: string;
  let testApp: TestApp | null = null;
  const taken = new Set<string>();

  beforeAll(async () => {
    makeSelfSignedSealCertificate(certificates.before, PASSWORD, 'Sello anterior (prueba)');
    makeSelfSignedSealCertificate(certificates.after, PASSWORD, 'Sello nuevo (prueba)');
    databaseUrl = await freshDatabase('rotation');
    smtp = await new SmtpListener().start();
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
    await dropDatabase(databaseUrl);
    rmSync(directory, { recursive: true, force: true });
  });

  const startWith = (sealP12Path: string) =>
    startTestApp({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEAL_P12_PATH: sealP12Path, SEAL_P12_PASSWORD: PASSWORD });

  /** A contract the investor signed and an admin countersigned (sealed with the certificate configured now). */
  async function sealedContract(app: TestApp): Promise<{ id: string; sealed: Buffer }> {
    const admin = await signedInStaff(app.baseUrl, ADMIN);
    const investor: TestInvestor = await signedInInvestor(app, 'Inversionista de Rotación');
    const handlerApp = { ...app, context: app.app, commands: app.app.get(CommandBus) } as unknown as HandlerApp;
    const reservation = await newReservation(handlerApp, taken, { status: 'blocked', investorId: investor.id });
    expect((await admin.post('/api/admin/confirm-deposit', { reservationId: reservation.id, paymentConfirmation: `rotacion-${reservation.id}` })).status).toBe(200);
    const contract = await eventually(async () => {
      const answer = await investor.session.get(`/api/my/contracts/by-reservation/${reservation.id}`);
      if (answer.status !== 200) throw new Error(answer.text);
      return answer.json as { id: string; documentSha256: string };
    });
    expect((await investor.session.post(`/api/my/contracts/${contract.id}/code`)).status).toBe(200);
    const code = await eventually(() => {
      const found = smtp.to(investor.email).find((email) => email.subject.includes('código'))?.text.match(/\b(\d{6})\b/)?.[1];
      if (!found) throw new Error('no code yet');
      return found;
    });
    expect((await investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code, fullName: investor.name, documentSha256: contract.documentSha256 })).status).toBe(200);
    expect((await admin.post(`/api/admin/contracts/${contract.id}/countersign`)).status).toBe(200);
    const [row] = (await app.db.query('SELECT sealed_pdf FROM contracts WHERE id = $1', [contract.id])) as Array<{ sealed_pdf: Buffer }>;
    return { id: contract.id, sealed: row.sealed_pdf };
  }

  const verifyFile = async (app: TestApp, bytes: Buffer) => {
    const form = new FormData();
    form.append('archivo', new Blob([bytes], { type: 'application/pdf' }), 'contrato.pdf');
    return (await new HttpSession(app.baseUrl).postForm('/api/contracts/verify-file', form)).json;
  };

  it('keeps every contract sealed with the previous certificate verifying, records which certificate sealed each, and keeps the list', async () => {
    const before = p12Certificate(readFileSync(certificates.before), PASSWORD);
    const after = p12Certificate(readFileSync(certificates.after), PASSWORD);

    testApp = await startWith(certificates.before);
    const old = await sealedContract(testApp);
    await testApp.close();

    // The rotation: the new certificate configured, the previous file gone from the machine.
    rmSync(certificates.before);
    testApp = await startWith(certificates.after);
    expect(testApp.app.get(SealCertificates).current().fingerprintSha256).toBe(after.fingerprintSha256);
    const fresh = await sealedContract(testApp);

    const rows = (await testApp.db.query('SELECT id, seal_certificate_fingerprint, sealed_at FROM contracts WHERE id = ANY($1) ORDER BY sealed_at', [
      [old.id, fresh.id],
    ])) as Array<{ id: string; seal_certificate_fingerprint: string; sealed_at: Date }>;
    expect(rows.map((row) => [row.id, row.seal_certificate_fingerprint])).toEqual([
      [old.id, before.fingerprintSha256],
      [fresh.id, after.fingerprintSha256],
    ]);
    const known = await testApp.app.get(SealCertificates).list();
    expect(known.map((certificate) => [certificate.fingerprintSha256, certificate.subject])).toEqual([
      [after.fingerprintSha256, after.subject],
      [before.fingerprintSha256, before.subject],
    ]);
    const [kept] = (await testApp.db.query('SELECT certificate_pem FROM seal_certificates WHERE fingerprint_sha256 = $1', [before.fingerprintSha256])) as Array<{
      certificate_pem: string;
    }>;
    expect(kept.certificate_pem).toBe(before.pem);

    // /verificar answers for both, by hash and by file, with the new certificate configured.
    for (const [{ sealed }, row] of [old, fresh].map((contract) => [contract, rows.find((candidate) => candidate.id === contract.id)] as const)) {
      const expected = { sellado: true, fecha: row?.sealed_at.toISOString(), rescindido: false, fechaRescision: null };
      expect((await postJson(testApp.baseUrl, '/api/contracts/verify', { sha256: sha256(sealed) })).json).toEqual(expected);
      expect(await verifyFile(testApp, sealed)).toEqual(expected);
    }
  }, 120_000);

  it('the migration reads the certificate of contracts sealed before it from their own seals', async () => {
    if (!testApp) throw new Error('runs after the rotation above');
    const sealedBefore = (await testApp.db.query(
      'SELECT id, seal_certificate_fingerprint FROM contracts WHERE sealed_pdf IS NOT NULL ORDER BY id',
    )) as Array<{ id: string; seal_certificate_fingerprint: string }>;
    expect(sealedBefore).toHaveLength(2);
    const listBefore = await testApp.app.get(SealCertificates).list();

    // The database as the release before left it: no table of certificates, no column; then the migration.
    const migration = new SealCertificates1765430000000();
    const runner = testApp.db.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    expect(await testApp.db.query('SELECT id, seal_certificate_fingerprint FROM contracts WHERE sealed_pdf IS NOT NULL ORDER BY id')).toEqual(sealedBefore);
    const listAfter = await testApp.app.get(SealCertificates).list();
    expect(listAfter.map(({ fingerprintSha256, subject, notAfter }) => ({ fingerprintSha256, subject, notAfter }))).toEqual(
      listBefore.map(({ fingerprintSha256, subject, notAfter }) => ({ fingerprintSha256, subject, notAfter })),
    );
  });
});
