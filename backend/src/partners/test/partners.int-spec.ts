import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { HttpSession } from '../../../test-support/http-session';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { signedInInvestor } from '../../../test-support/investors';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { mexicoCityToday as mexicoCityDate } from '../standing';
import { RunDailyPartnerRemindersCommand } from '../commands/run-daily-partner-reminders.command';

const ADMIN = { email: 'socios.admin@cdm.test', password: 'Admin-Socios-2026!' };
const DAY = 86_400_000;
const TEN_MB = 10 * 1024 * 1024;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), randomBytes(1_000)]);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
/** A PDF of exactly `size` bytes, unique per call. */
const pdfOf = (size: number) => {
  const head = Buffer.concat([PDF, randomBytes(16)]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

describe('partners: created from a sale, payments, overdue figures, reminders once, statement, sales stats', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;
  // This file owns these units (other test files run at the same time on the same database).
  const units = ['E4P', 'E4M', 'E5P', 'F5P', 'F5M', 'F4P'];

  async function sale(name: string) {
    const unitCode = units.shift() as string;
    const investor = await signedInInvestor(testApp, name);
    const paymentPlan = {
      unitCode,
      downPaymentPercent: 40,
      finalPaymentPercent: 40,
      termMonths: 36,
      paymentDay: 15,
      downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityDate(new Date())),
    };
    const blocked = await investor.session.post('/api/units/block-temporary', {
      unitCode,
      paymentPlan,
      referenceNumber: `CDM-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`,
    });
    const reservationId = blocked.json.reservationId as string;
    expect((await admin.post('/api/admin/confirm-deposit', { reservationId })).status).toBe(200);
    expect((await admin.post(`/api/admin/unit-reservations/${reservationId}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' })).json).toMatchObject({ status: 'converted' });
    const partner = await eventually(async () => {
      const [row] = (await testApp.db.query('SELECT id FROM partners WHERE reservation_id = $1', [reservationId])) as Array<{ id: string }>;
      expect(row).toBeDefined();
      return row;
    });
    return { partnerId: partner.id, investor, unitCode, downDate: paymentPlan.downPaymentScheduledDate };
  }

  const daysUntil = (isoDate: string) => Math.round((Date.parse(`${isoDate}T12:00:00Z`) - Date.parse(`${mexicoCityDate(new Date())}T12:00:00Z`)) / DAY);

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('creates the partner from the sale with the plan figures and its schedule', async () => {
    const { partnerId, investor, unitCode, downDate } = await sale('Gabriela Ortiz');
    const detail = await admin.get(`/api/admin/partners/${partnerId}`);
    expect(detail.json).toMatchObject({
      name: 'Gabriela Ortiz',
      email: investor.email,
      unitCode,
      productPurchased: `Box Premium Panamericana · ${unitCode}`,
      totalAmountCentavos: 8_500_000_00,
      downPaymentCentavos: 3_400_000_00,
      downPaymentPaid: false,
      downPaymentScheduledDate: downDate,
      monthlyPaymentCentavos: 53_271_83,
      paymentDay: 15,
      paymentTerm: 36,
      finalPaymentCentavos: 4_216_000_00,
      remainingBalanceCentavos: 9_533_785_88,
      nextPaymentDate: downDate,
      isCurrentOnPayments: true,
      monthsOverdue: 0,
    });
    expect(detail.json.schedule).toHaveLength(38);

    const marked = await admin.post('/api/admin/update-partner-payment', { partnerId, downPaymentPaid: true });
    expect(marked.json).toMatchObject({ downPaymentPaid: true, downPaymentDate: expect.any(String), remainingBalanceCentavos: 6_133_785_88 });
    const unmarked = await admin.post('/api/admin/update-partner-payment', { partnerId, downPaymentPaid: false });
    expect(unmarked.json).toMatchObject({ downPaymentPaid: false, downPaymentDate: null, nextPaymentDate: downDate });
  });

  it('turns overdue after the due date, refuses an overdue reminder for current partners, and a payment makes it current again', async () => {
    const { partnerId, downDate } = await sale('Héctor Ruiz');
    const current = await sale('Irene Campos');
    const commands = testApp.app.get(CommandBus);

    // Ten days after the down payment was due: overdue, less than one whole 30-day period.
    testApp.clock.advance((daysUntil(downDate) + 10) * DAY);
    try {
      await commands.execute(new RunDailyPartnerRemindersCommand());
      // Forty days later the morning's staff session has expired: sign in again at the moved clock.
      const admin = new HttpSession(testApp.baseUrl);
      await admin.post('/api/admin/session', ADMIN);
      const late = await admin.get(`/api/admin/partners/${partnerId}`);
      expect(late.json).toMatchObject({ isCurrentOnPayments: false, monthsOverdue: 0, overdueAmountCentavos: 0 });
      const list = await admin.get('/api/admin/partners?filter=overdue&pageSize=100');
      expect((list.json.items as Array<{ id: string }>).map((item) => item.id)).toContain(partnerId);

      await admin.post('/api/admin/update-partner-payment', { partnerId: current.partnerId, downPaymentPaid: true });
      const refused = await admin.post('/api/admin/send-bulk-overdue-reminders', { partnerIds: [current.partnerId] });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ code: 'no_overdue_partner', message: 'Selecciona al menos un socio con pagos atrasados' });
      const none = await admin.post('/api/admin/send-bulk-payment-reminders', { partnerIds: [] });
      expect(none.json.errors).toEqual([{ field: 'partnerIds', message: 'Selecciona al menos un socio para enviar recordatorios' }]);

      const down = late.json.downPaymentCentavos as number;
      const paid = await admin.post(`/api/admin/partners/${partnerId}/payments`, {
        amountCentavos: down,
        paidOn: mexicoCityDate(testApp.clock.now()),
        method: 'transferencia',
        reference: 'SPEI 123',
      });
      expect(paid.status).toBe(201);
      expect(paid.json).toMatchObject({ isCurrentOnPayments: true, remainingBalanceCentavos: (late.json.remainingBalanceCentavos as number) - down });
      expect(paid.json.payments).toEqual([expect.objectContaining({ amountCentavos: down, method: 'transferencia', reference: 'SPEI 123' })]);
    } finally {
      testApp.clock.advance(-(daysUntil(downDate) + 10) * DAY);
    }
  });

  it('sends the upcoming reminder once per partner and due date, even run twice at once', async () => {
    const { partnerId, investor, downDate } = await sale('Julia Vega');
    const commands = testApp.app.get(CommandBus);
    testApp.clock.advance((daysUntil(downDate) - 3) * DAY);
    try {
      const runs = await Promise.all([commands.execute(new RunDailyPartnerRemindersCommand()), commands.execute(new RunDailyPartnerRemindersCommand())]);
      await commands.execute(new RunDailyPartnerRemindersCommand());
      expect(runs.filter((run) => !run.skipped).length).toBeGreaterThanOrEqual(1);
    } finally {
      testApp.clock.advance(-(daysUntil(downDate) - 3) * DAY);
    }
    await eventually(() => expect(smtp.to(investor.email).some((email) => email.subject.startsWith('Recordatorio de pago'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reminders = smtp.to(investor.email).filter((email) => email.subject.startsWith('Recordatorio de pago'));
    expect(reminders).toHaveLength(1);
    const detail = await admin.get(`/api/admin/partners/${partnerId}`);
    const downPayment = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(
      (detail.json.downPaymentCentavos as number) / 100,
    );
    expect(reminders[0].text).toContain(`${downPayment} MXN`);
    const [{ count }] = await testApp.db.query('SELECT count(*)::int AS count FROM partner_reminders_sent WHERE partner_id = $1', [partnerId]);
    expect(count).toBe(1);
  });

  it('lets staff remind by hand, download and email the statement, and see the sales', async () => {
    // A name outside WinAnsi: the statement once answered 500 for it (decisions.md #31).
    const { partnerId, investor } = await sale('Łukasz Nguyễn');
    const reminded = await admin.post('/api/admin/send-partner-reminder', { partnerId });
    expect(reminded.json).toEqual({ sent: 1, message: 'Recordatorio enviado' });
    await eventually(() => expect(smtp.to(investor.email).some((email) => email.subject.startsWith('Recordatorio de pago'))).toBe(true));
    // The partner's stable reference, beside the bank details of the settings (the local example CLABE here).
    const reference = (await admin.get(`/api/admin/partners/${partnerId}`)).json.reference as string;
    expect(reference).toMatch(/^CDM-S-[A-Z0-9]{6}$/);
    const reminderEmail = smtp.to(investor.email).find((email) => email.subject.startsWith('Recordatorio de pago'));
    expect(reminderEmail?.text).toContain(`Referencia: ${reference}`);
    expect(reminderEmail?.text).toContain('CLABE: 000 000 00000000000 0');
    expect(reminderEmail?.text).toContain('Beneficiario: Ciudad Deporte Motor ZMG');
    // The investor reads their own plan and its reference in Mi Garage; another investor reads none of it.
    const plans = await investor.session.get('/api/partners/my-plans');
    expect(plans.status).toBe(200);
    expect(plans.json).toEqual([expect.objectContaining({ reference, productPurchased: expect.any(String), remainingBalanceCentavos: expect.any(Number) })]);
    expect((await (await signedInInvestor(testApp, 'Otra Persona')).session.get('/api/partners/my-plans')).json).toEqual([]);
    expect((await new HttpSession(testApp.baseUrl).get('/api/partners/my-plans')).status).toBe(401);

    const pdf = await fetch(`${testApp.baseUrl}/api/admin/partners/${partnerId}/statement.pdf`, { headers: { cookie: `cdm_staff=${admin.cookie('cdm_staff')}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPagesText(pdfBytes)[0]).toContain('Łukasz Nguyễn');
    expect(pdfPagesText(pdfBytes)[0]).toMatch(new RegExp(`Referencia\\s+${reference}`));
    expect(pdfPagesText(pdfBytes)[0]).toMatch(/CLABE\s+000 000 00000000000 0/);
    expect((await fetch(`${testApp.baseUrl}/api/admin/partners/${partnerId}/statement.pdf`)).status).toBe(401);

    expect((await admin.post(`/api/admin/partners/${partnerId}/send-statement`)).json).toEqual({ sent: true });
    const statement = await eventually(() => {
      const found = smtp.to(investor.email).find((email) => email.subject.startsWith('Tu estado de cuenta'));
      expect(found).toBeDefined();
      return found;
    });
    expect(statement?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(pdfPagesText(Buffer.from(statement?.attachments[0].content ?? ''))[0]).toContain('Łukasz Nguyễn');

    const stats = await admin.get('/api/admin/sales-stats');
    expect(stats.json.totalRevenueCentavos).toBeGreaterThanOrEqual(8_500_000_00);
    expect((stats.json.byModule as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect(stats.json.byMonth).toHaveLength(12);
  });

  describe('a payment with its proof file', () => {
    let partnerId: string;
    let investor: Awaited<ReturnType<typeof sale>>['investor'];
    const today = () => mexicoCityDate(new Date());

    function paymentForm(fields: Record<string, string>, proof?: { bytes: Buffer; name: string; type: string; field?: string }): FormData {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (proof) form.append(proof.field ?? 'proof', new Blob([proof.bytes], { type: proof.type }), proof.name);
      return form;
    }

    const validFields = (reference: string) => ({ amountCentavos: '150000', paidOn: today(), method: 'deposito', reference });
    const paymentsOf = async () =>
      (await testApp.db.query('SELECT count(*)::int AS n FROM partner_payments WHERE partner_id = $1', [partnerId]))[0].n as number;
    const proofsOf = async () =>
      (
        await testApp.db.query(
          'SELECT count(*)::int AS n FROM partner_payment_proofs proof JOIN partner_payments payment ON payment.id = proof.payment_id WHERE payment.partner_id = $1',
          [partnerId],
        )
      )[0].n as number;
    const proofUrl = (paymentId: string, partner = partnerId) => `/api/admin/partners/${partner}/payments/${paymentId}/proof`;
    const download = (path: string, cookie?: string) => fetch(`${testApp.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    const staffCookie = () => `cdm_staff=${admin.cookie('cdm_staff')}`;

    beforeAll(async () => {
      ({ partnerId, investor } = await sale('Lorena Ibarra'));
    });

    it('records a payment with a PDF proof, and staff download exactly those bytes, never cached, the opening audited', async () => {
      const bytes = pdfOf(40_000);
      const recorded = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm(validFields('DEP-PDF-1'), { bytes, name: 'Recibo de depósito (marzo).PDF', type: 'application/pdf' }),
      );
      expect(recorded.status).toBe(201);
      const payment = (recorded.json.payments as Array<{ id: string; reference: string; hasProof: boolean; amountCentavos: number }>).find(
        (item) => item.reference === 'DEP-PDF-1',
      );
      expect(payment).toMatchObject({ amountCentavos: 150_000, hasProof: true });
      // The detail says a proof exists and carries nothing of the file itself.
      expect(Object.keys(payment ?? {}).sort()).toEqual(['amountCentavos', 'createdAt', 'hasProof', 'id', 'method', 'paidOn', 'recordedBy', 'reference']);

      const [stored] = await testApp.db.query('SELECT content_type, size_bytes, sha256, file_name FROM partner_payment_proofs WHERE payment_id = $1', [payment?.id]);
      expect(stored).toEqual({ content_type: 'application/pdf', size_bytes: bytes.length, sha256: sha256(bytes), file_name: 'Recibo-de-deposito-marzo.pdf' });

      const file = await download(proofUrl(payment?.id as string), staffCookie());
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="Recibo-de-deposito-marzo.pdf"');
      expect(file.headers.get('cache-control')).toBe('no-store');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const downloaded = Buffer.from(await file.arrayBuffer());
      expect(sha256(downloaded)).toBe(sha256(bytes));
      expect(downloaded.equals(bytes)).toBe(true);

      const audit = await testApp.db.query("SELECT actor_type, after FROM audit_log WHERE action = 'partner.payment_proof_opened' AND entity_id = $1", [partnerId]);
      expect(audit).toEqual([{ actor_type: 'staff', after: { paymentId: payment?.id } }]);
    });

    it('refuses an executable named .pdf with 415 in Spanish and writes no payment', async () => {
      const [payments, proofs] = [await paymentsOf(), await proofsOf()];
      const refused = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm(validFields('DEP-EXE'), { bytes: EXECUTABLE, name: 'comprobante.pdf', type: 'application/pdf' }),
      );
      expect(refused.status).toBe(415);
      expect(refused.json).toEqual({ code: 'unsupported_media_type', message: 'El comprobante debe ser PDF, JPG, PNG o WebP.' });
      expect(await paymentsOf()).toBe(payments);
      expect(await proofsOf()).toBe(proofs);
    });

    it('accepts a proof of exactly 10 MB and refuses 10 MB + 1 byte with 413, writing nothing', async () => {
      const atLimit = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm(validFields('DEP-10MB'), { bytes: pdfOf(TEN_MB), name: 'grande.pdf', type: 'application/pdf' }),
      );
      expect(atLimit.status).toBe(201);

      const [payments, proofs] = [await paymentsOf(), await proofsOf()];
      const beyond = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm(validFields('DEP-10MB+1'), { bytes: pdfOf(TEN_MB + 1), name: 'enorme.pdf', type: 'application/pdf' }),
      );
      expect(beyond.status).toBe(413);
      expect(beyond.json).toEqual({ code: 'payload_too_large', message: 'El comprobante no puede pesar más de 10 MB.' });
      expect(await paymentsOf()).toBe(payments);
      expect(await proofsOf()).toBe(proofs);
    });

    it('checks the text fields of the form with the same rules and messages as the JSON body, and writes nothing', async () => {
      const payments = await paymentsOf();
      const bad = { amountCentavos: '12abc', paidOn: '2026-02-30', method: 'bitcoin' };
      const asForm = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm({ ...bad, extra: 'x' }, { bytes: pdfOf(2_000), name: 'ok.pdf', type: 'application/pdf' }),
      );
      const asJson = await admin.post(`/api/admin/partners/${partnerId}/payments`, { ...bad, extra: 'x' });
      expect(asForm.status).toBe(400);
      expect(asForm.json).toEqual({
        code: 'validation_failed',
        message: expect.any(String),
        errors: [
          { field: 'extra', message: 'Este campo no está permitido' },
          { field: 'amountCentavos', message: 'El monto debe estar en centavos enteros' },
          { field: 'paidOn', message: 'Fecha de pago no válida' },
          { field: 'method', message: 'Selecciona el método de pago' },
        ],
      });
      expect(asJson.status).toBe(400);
      expect(asJson.json).toEqual(asForm.json);
      // Beyond an exact integer the amount would overflow on its way to the database: a 400, never a 500.
      const huge = await admin.postForm(`/api/admin/partners/${partnerId}/payments`, paymentForm({ ...validFields('DEP-ENORME'), amountCentavos: '1'.repeat(25) }));
      expect(huge.json.errors).toEqual([{ field: 'amountCentavos', message: 'El monto es demasiado grande' }]);

      const wrongFile = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm(validFields('DEP-CAMPO'), { bytes: pdfOf(2_000), name: 'ok.pdf', type: 'application/pdf', field: 'archivo' }),
      );
      expect(wrongFile.status).toBe(400);
      expect(wrongFile.json.errors).toEqual([{ field: 'archivo', message: 'Este campo no está permitido' }]);
      expect(await paymentsOf()).toBe(payments);
    });

    it('still records a JSON payment, which has no proof to download', async () => {
      const recorded = await admin.post(`/api/admin/partners/${partnerId}/payments`, { amountCentavos: 200_00, paidOn: today(), method: 'transferencia', reference: 'SPEI-JSON' });
      expect(recorded.status).toBe(201);
      const payment = (recorded.json.payments as Array<{ id: string; reference: string; hasProof: boolean }>).find((item) => item.reference === 'SPEI-JSON');
      expect(payment?.hasProof).toBe(false);

      const missing = await download(proofUrl(payment?.id as string), staffCookie());
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ code: 'not_found', message: 'Este pago no tiene comprobante.' });
    });

    it('gives the proof to staff only, and only under its own partner', async () => {
      const recorded = await admin.postForm(
        `/api/admin/partners/${partnerId}/payments`,
        paymentForm(validFields('DEP-PRIV'), { bytes: pdfOf(3_000), name: 'privado.pdf', type: 'application/pdf' }),
      );
      const paymentId = (recorded.json.payments as Array<{ id: string; reference: string }>).find((item) => item.reference === 'DEP-PRIV')?.id as string;
      expect((await download(proofUrl(paymentId), staffCookie())).status).toBe(200);

      const asInvestor = await investor.session.get(proofUrl(paymentId));
      expect([401, 403]).toContain(asInvestor.status);
      expect(asInvestor.text).not.toContain('%PDF-');
      expect((await download(proofUrl(paymentId))).status).toBe(401);
      const otherPartner = await download(proofUrl(paymentId, randomUUID()), staffCookie());
      expect(otherPartner.status).toBe(404);
      // Nor can an investor record a payment.
      const investorPost = await investor.session.postForm(`/api/admin/partners/${partnerId}/payments`, paymentForm(validFields('DEP-INV')));
      expect([401, 403]).toContain(investorPost.status);
    });
  });
});
