import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { HttpSession } from '../../../test-support/http-session';
import { signedInInvestor } from '../../../test-support/investors';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { mexicoCityToday as mexicoCityDate } from '../standing';
import { RunDailyPartnerRemindersCommand } from '../commands/partner.commands';

const ADMIN = { email: 'socios.admin@cdm.test', password: 'Admin-Socios-2026!' };
const DAY = 86_400_000;

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
    expect((await admin.post(`/api/admin/unit-reservations/${reservationId}/convert`)).json).toMatchObject({ status: 'converted' });
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
    const { partnerId, investor } = await sale('Karla Núñez');
    const reminded = await admin.post('/api/admin/send-partner-reminder', { partnerId });
    expect(reminded.json).toEqual({ sent: 1, message: 'Recordatorio enviado' });
    await eventually(() => expect(smtp.to(investor.email).some((email) => email.subject.startsWith('Recordatorio de pago'))).toBe(true));

    const pdf = await fetch(`${testApp.baseUrl}/api/admin/partners/${partnerId}/statement.pdf`, { headers: { cookie: `cdm_staff=${admin.cookie('cdm_staff')}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await fetch(`${testApp.baseUrl}/api/admin/partners/${partnerId}/statement.pdf`)).status).toBe(401);

    expect((await admin.post(`/api/admin/partners/${partnerId}/send-statement`)).json).toEqual({ sent: true });
    const statement = await eventually(() => {
      const found = smtp.to(investor.email).find((email) => email.subject.startsWith('Tu estado de cuenta'));
      expect(found).toBeDefined();
      return found;
    });
    expect(statement?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });

    const stats = await admin.get('/api/admin/sales-stats');
    expect(stats.json.totalRevenueCentavos).toBeGreaterThanOrEqual(8_500_000_00);
    expect((stats.json.byModule as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect(stats.json.byMonth).toHaveLength(12);
  });
});
