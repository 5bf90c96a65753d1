import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { formatPesos } from '@cdm/domain';
import { dropDatabase } from '../../platform/database';
import { eventually } from '../../../test-support/eventually';
import { freshDatabase, newReservation, type HandlerApp } from '../../../test-support/factories';
import { HttpSession, signedInStaff } from '../../../test-support/http-session';
import { signedInInvestor, type TestInvestor } from '../../../test-support/investors';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, type TestApp } from '../../../test-support/test-app';

const ADMIN = { email: 'contratos.admin@cdm.test', password: 'Admin-Contratos-2026!' };
const NAME = 'Łukasz Nguyễn Ñúñez';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function pdfsig(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'contrato.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

describe('purchase-promise contracts', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;
  let databaseUrl: string;
  const taken = new Set<string>();

  // A database of its own: the contract's reservations take any unit without racing the other files.
  beforeAll(async () => {
    databaseUrl = await freshDatabase('contracts');
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

  /** The contract status the investor's Mi Garage card shows for the reservation. */
  async function cardContract(investor: TestInvestor, reservationId: string) {
    const list = await investor.session.get('/api/unit-reservations/my-reservations');
    expect(list.status).toBe(200);
    return (list.json as unknown as Array<{ id: string; contractStatus: string | null }>).find((item) => item.id === reservationId)?.contractStatus;
  }

  /** A blocked reservation whose deposit staff confirm: the real path to an active one, and to its contract. */
  async function activeReservationWithContract(investor: TestInvestor) {
    const reservation = await newReservation(asHandlerApp(), taken, { status: 'blocked', investorId: investor.id });
    const confirmed = await admin.post('/api/admin/confirm-deposit', { reservationId: reservation.id, paymentConfirmation: `prueba-${reservation.id}` });
    expect(confirmed.status).toBe(200);
    const contract = await eventually(async () => {
      const answer = await investor.session.get(`/api/my/contracts/by-reservation/${reservation.id}`);
      if (answer.status !== 200) throw new Error(answer.text);
      return answer.json as { id: string; documentSha256: string; status: string };
    });
    return { reservation, contract };
  }

  async function requestCode(investor: TestInvestor, contractId: string): Promise<string> {
    const codeEmails = () => smtp.to(investor.email).filter((email) => email.subject.includes('código'));
    const before = codeEmails().length;
    const sent = await investor.session.post(`/api/my/contracts/${contractId}/code`);
    expect(sent.status).toBe(200);
    const email = await eventually(() => {
      const emails = codeEmails();
      if (emails.length <= before) throw new Error('no code yet');
      return emails[emails.length - 1];
    });
    const code = email.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code in: ${email.text}`);
    return code;
  }

  const rowOf = async (id: string) => ((await testApp.db.query('SELECT * FROM contracts WHERE id = $1', [id])) as Array<Record<string, unknown>>)[0];

  it('generates the contract on activation: the served bytes are the recorded ones, with the parties, the plan and a non-Latin-1 name', async () => {
    const investor = await signedInInvestor(testApp, NAME);
    const { reservation, contract } = await activeReservationWithContract(investor);
    expect(contract.status).toBe('pending_investor');

    const served = await fetch(`${testApp.baseUrl}/api/my/contracts/${contract.id}/document`, { headers: { cookie: `cdm_investor=${investor.session.cookie('cdm_investor')}` } });
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(sha256(bytes)).toBe(contract.documentSha256);
    expect(served.headers.get('x-document-sha256')).toBe(contract.documentSha256);
    expect((await rowOf(contract.id)).document_sha256).toBe(sha256(bytes));

    const text = pdfPagesText(bytes).join('\n');
    const [{ plan }] = await testApp.db.query('SELECT plan FROM unit_reservations WHERE id = $1', [reservation.id]);
    expect(text).toContain(NAME);
    expect(text).toContain(investor.email);
    expect(text).toContain(reservation.unitCode);
    expect(text).toContain(formatPesos(plan.totalPaymentCentavos));
    expect(text).toContain(formatPesos(plan.monthlyPaymentCentavos));
    expect(text).toContain('promesa-2026-01');

    // Someone else's session sees nothing.
    const stranger = await signedInInvestor(testApp, 'Otra Persona');
    expect((await stranger.session.get(`/api/my/contracts/by-reservation/${reservation.id}`)).status).toBe(404);
    expect((await stranger.session.get(`/api/my/contracts/${contract.id}/document`)).status).toBe(404);
    await eventually(() => expect(smtp.to(investor.email).some((email) => email.subject.includes('listo para firmar'))).toBe(true));
  });

  it('refuses a wrong, an expired, a replaced and a reused code; the right one signs once', async () => {
    const investor = await signedInInvestor(testApp, NAME);
    const { contract } = await activeReservationWithContract(investor);
    const sign = (code: string, documentSha256 = contract.documentSha256) =>
      investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code, fullName: NAME, documentSha256 });

    expect((await sign('123456')).json).toMatchObject({ code: 'validation_failed', errors: [{ field: 'code', message: 'Pide un código nuevo: el anterior ya no es válido.' }] });

    const first = await requestCode(investor, contract.id);
    const wrong = first === '000000' ? '000001' : '000000';
    expect((await sign(wrong)).json).toMatchObject({ errors: [{ field: 'code', message: 'El código no es correcto. Te quedan 4 intentos.' }] });

    testApp.clock.advance(11 * 60_000);
    expect((await sign(first)).json).toMatchObject({ errors: [{ field: 'code', message: 'El código venció (dura 10 minutos). Pide uno nuevo.' }] });

    const second = await requestCode(investor, contract.id);
    const third = await requestCode(investor, contract.id);
    // Each new code ended the one before: only the newest can still be tried.
    const codes = (await testApp.db.query('SELECT superseded_at FROM contract_signing_codes WHERE contract_id = $1 ORDER BY created_at', [contract.id])) as Array<{ superseded_at: Date | null }>;
    expect(codes.map((code) => code.superseded_at !== null)).toEqual([true, true, false]);
    expect(second).toMatch(/^\d{6}$/);
    // What was read must be what is signed.
    expect((await sign(third, 'f'.repeat(64))).json).toMatchObject({ code: 'document_changed' });

    const signed = await sign(third);
    expect(signed.status).toBe(200);
    const reused = await sign(third);
    expect(reused.status).toBe(409);
    const row = await rowOf(contract.id);
    expect(row).toMatchObject({ status: 'pending_countersign', investor_signed_name: NAME });
    expect(row.investor_ip).toBeTruthy();
    expect(row.investor_user_agent).toBeDefined();
    const [code] = await testApp.db.query('SELECT code_hash, used_at, verified_at FROM contract_signing_codes WHERE id = $1', [row.investor_code_id]);
    expect(code.code_hash).not.toContain(third);
    expect(code.verified_at).not.toBeNull();
  });

  it('takes five tries of a code at most', async () => {
    const investor = await signedInInvestor(testApp);
    const { contract } = await activeReservationWithContract(investor);
    const code = await requestCode(investor, contract.id);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code: wrong, fullName: 'Ana María López', documentSha256: contract.documentSha256 });
    }
    const right = await investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code, fullName: 'Ana María López', documentSha256: contract.documentSha256 });
    expect(right.json).toMatchObject({ errors: [{ field: 'code', message: 'Se agotaron los 5 intentos de este código. Pide uno nuevo.' }] });
  });

  it('counts one of two signatures sent at once', async () => {
    const investor = await signedInInvestor(testApp);
    const { contract } = await activeReservationWithContract(investor);
    const code = await requestCode(investor, contract.id);
    const body = { code, fullName: 'Ana María López', documentSha256: contract.documentSha256 };
    const answers = await Promise.all([1, 2, 3].map(() => investor.session.post(`/api/my/contracts/${contract.id}/sign`, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const [{ count }] = await testApp.db.query("SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1 AND action = 'contract.signed_by_investor'", [contract.id]);
    expect(count).toBe(1);
  });

  it('refuses Convertir without a signed contract; countersigning seals a PDF that pdfsig validates and /verificar recognises; then the sale goes through', async () => {
    const investor = await signedInInvestor(testApp, NAME);
    const { reservation, contract } = await activeReservationWithContract(investor);
    expect(await cardContract(investor, reservation.id)).toBe('pending_investor');

    const refused = await admin.post(`/api/admin/unit-reservations/${reservation.id}/convert`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'signed_contract_required' });
    expect((await admin.post(`/api/admin/contracts/${contract.id}/countersign`)).status).toBe(409);

    const code = await requestCode(investor, contract.id);
    expect((await investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code, fullName: NAME, documentSha256: contract.documentSha256 })).status).toBe(200);
    await eventually(() => expect(smtp.to('ventas@cdm.local').some((email) => email.subject.includes('pendiente de contrafirma'))).toBe(true));
    expect((await admin.post(`/api/admin/unit-reservations/${reservation.id}/convert`)).status).toBe(409);
    // Mi Garage stops asking for the signature once the investor signed (issue 28).
    expect(await cardContract(investor, reservation.id)).toBe('pending_countersign');

    const countersigned = await admin.post(`/api/admin/contracts/${contract.id}/countersign`);
    expect(countersigned.status).toBe(200);
    const row = await rowOf(contract.id);
    expect(row.status).toBe('signed');

    const served = await fetch(`${testApp.baseUrl}/api/my/contracts/${contract.id}/document`, { headers: { cookie: `cdm_investor=${investor.session.cookie('cdm_investor')}` } });
    const sealed = new Uint8Array(await served.arrayBuffer());
    expect(sha256(sealed)).toBe(row.sealed_sha256);
    const verdict = pdfsig(sealed);
    expect(verdict).toContain('Signature is Valid');
    expect(verdict).toContain('Total document signed');
    const pages = pdfPagesText(sealed);
    expect(pages[pages.length - 1]).toContain(contract.documentSha256);
    expect(pages[pages.length - 1]).toContain(NAME);

    const byHash = await postJson(testApp.baseUrl, '/api/contracts/verify', { sha256: row.sealed_sha256 });
    expect(byHash.json).toEqual({ sellado: true, fecha: (row.sealed_at as Date).toISOString(), rescindido: false, fechaRescision: null });
    const form = new FormData();
    form.append('archivo', new Blob([sealed], { type: 'application/pdf' }), 'contrato.pdf');
    const byFile = await new HttpSession(testApp.baseUrl).postForm('/api/contracts/verify-file', form);
    expect(byFile.json).toEqual({ sellado: true, fecha: (row.sealed_at as Date).toISOString(), rescindido: false, fechaRescision: null });
    expect(byFile.text).not.toContain(investor.email);

    const tampered = Buffer.from(sealed);
    tampered[400] = tampered[400] === 0x20 ? 0x21 : 0x20;
    const tamperedForm = new FormData();
    tamperedForm.append('archivo', new Blob([tampered], { type: 'application/pdf' }), 'contrato.pdf');
    expect((await new HttpSession(testApp.baseUrl).postForm('/api/contracts/verify-file', tamperedForm)).json).toEqual({ sellado: false, fecha: null, rescindido: false, fechaRescision: null });
    expect(pdfsig(tampered)).not.toContain('Signature is Valid');
    expect((await postJson(testApp.baseUrl, '/api/contracts/verify', { sha256: 'nope' })).status).toBe(400);

    await eventually(() => {
      const copy = smtp.to(investor.email).find((email) => email.subject.startsWith('Contrato firmado'));
      expect(copy?.attachments[0]?.content.equals(Buffer.from(sealed))).toBe(true);
      expect(smtp.to('ventas@cdm.local').some((email) => email.subject.startsWith('Contrato sellado'))).toBe(true);
    });

    const converted = await admin.post(`/api/admin/unit-reservations/${reservation.id}/convert`);
    expect(converted.json).toMatchObject({ status: 'converted' });
    expect(await cardContract(investor, reservation.id)).toBe('signed');
  });

  it('lets an admin convert without a contract only with a reason, audited', async () => {
    const investor = await signedInInvestor(testApp);
    const { reservation } = await activeReservationWithContract(investor);
    expect((await admin.post(`/api/admin/unit-reservations/${reservation.id}/convert`, { overrideReason: 'x' })).status).toBe(400);
    const converted = await admin.post(`/api/admin/unit-reservations/${reservation.id}/convert`, { overrideReason: 'Firmado en papel ante notario' });
    expect(converted.json).toMatchObject({ status: 'converted' });
    const [entry] = await testApp.db.query("SELECT after FROM audit_log WHERE entity_id = $1 AND action = 'unit_reservation.converted'", [reservation.id]);
    expect(entry.after).toMatchObject({ contractOverrideReason: 'Firmado en papel ante notario', contract: 'pending_investor' });
  });

  it('lets staff cancel or regenerate an unsigned contract with a reason; the list filters and searches', async () => {
    const investor = await signedInInvestor(testApp, 'Zoë Quiñónez');
    const { reservation, contract } = await activeReservationWithContract(investor);
    expect((await admin.post(`/api/admin/contracts/${contract.id}/regenerate`, { reason: '' })).status).toBe(400);
    const regenerated = await admin.post(`/api/admin/contracts/${contract.id}/regenerate`, { reason: 'Cambió el día de pago' });
    expect(regenerated.status).toBe(200);
    const newId = regenerated.json.contractId as string;
    expect(newId).not.toBe(contract.id);
    expect(await rowOf(contract.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Cambió el día de pago' });
    // The card follows the newest contract, not the cancelled one it replaced.
    expect(await cardContract(investor, reservation.id)).toBe('pending_investor');
    expect((await investor.session.get(`/api/my/contracts/by-reservation/${reservation.id}`)).json).toMatchObject({ id: newId, status: 'pending_investor' });

    const list = await admin.get('/api/admin/contracts?filter=cancelled&search=Quiñónez');
    expect(list.json).toMatchObject({ total: 1, items: [{ id: contract.id, status: 'cancelled', cancelReason: 'Cambió el día de pago' }] });
    expect(((await admin.get('/api/admin/contracts?filter=pending_investor&search=Quiñónez')).json.items as unknown[]).length).toBe(1);
    expect((await admin.get('/api/admin/contracts?filter=nada')).status).toBe(400);

    expect((await admin.post(`/api/admin/contracts/${newId}/cancel`, { reason: 'El socio desistió' })).status).toBe(200);
    expect((await admin.post(`/api/admin/contracts/${newId}/cancel`, { reason: 'El socio desistió' })).status).toBe(409);
    expect(await cardContract(investor, reservation.id)).toBe('cancelled');
    // The investor is told, in Spanish, with the reason; the outbox row that carried it names the contract only.
    const cancelled = await eventually(() => {
      const found = smtp.to(investor.email).find((email) => email.subject === `Tu contrato de la unidad ${reservation.unitCode} se canceló`);
      if (!found) throw new Error('no cancellation email yet');
      return found;
    });
    expect(cancelled.text).toContain('ya no se puede firmar');
    expect(cancelled.text).toContain('El socio desistió');
    const [carried] = await testApp.db.query("SELECT payload FROM outbox WHERE type = 'contracts.contract-cancelled' AND payload->>'contractId' = $1", [newId]);
    expect(carried.payload).toEqual({ contractId: newId });
    // A regeneration is no cancellation for the investor: the first contract's replacement was announced instead.
    expect(smtp.to(investor.email).filter((email) => email.subject.endsWith('se canceló'))).toHaveLength(1);
    const actions = (await testApp.db.query('SELECT entity_id, action FROM audit_log WHERE entity_id = ANY($1)', [[contract.id, newId]])) as Array<{ entity_id: string; action: string }>;
    expect(actions.filter((entry) => entry.entity_id === contract.id).map((entry) => entry.action).sort()).toEqual(['contract.generated', 'contract.regenerated']);
    expect(actions.filter((entry) => entry.entity_id === newId).map((entry) => entry.action).sort()).toEqual(['contract.cancelled', 'contract.generated']);
  });
});
