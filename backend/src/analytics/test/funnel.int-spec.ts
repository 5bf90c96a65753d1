import { randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import type { FunnelGroup, FunnelReport, SalesStats } from '@cdm/contracts';
import { defaultDownPaymentDate, FUNNEL_STAGES, funnelCounts, mexicoCityIsoDate, stageFigures, wentOn, type FunnelStage } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { newContract } from '../../../test-support/factories';
import { HttpSession, linkIn } from '../../../test-support/http-session';
import { signedInInvestor } from '../../../test-support/investors';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';
import { RebuildFunnelCommand } from '../commands/rebuild-funnel.command';
import { RefreshFunnelRecordsCommand } from '../commands/refresh-funnel-records.command';
import { RebuildFunnelOnStart } from '../jobs/rebuild-funnel-on-start';
import { GAP_COLUMN, STAGE_COLUMN, STAGES_WITH_NEXT } from '../persistence/funnel.repository';

const ADMIN = { email: 'embudo.admin@cdm.test', password: 'Admin-Embudo-2026!' };
const PORTAL_PASSWORD = 'clave-portal-embudo';
// A PDF by its first bytes: what the letter's ID upload accepts.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * The funnel (issue 31) through the whole app: the four forms carry the browser's first and last
 * touch, every later step of the same person reaches the read model through the owners' durable
 * events, and the tab's figures agree with the "Ventas" tab and with a rebuild from the owners.
 */
describe('the sales funnel: a visitor from a campaign to a sale, by first and last touch', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;
  const run = randomBytes(3).toString('hex');
  let referralCode = '';
  const today = () => mexicoCityIsoDate(new Date());

  const report = async (query: Record<string, string>): Promise<FunnelReport> => {
    const response = await admin.get(`/api/admin/funnel?${new URLSearchParams({ from: today(), to: today(), ...query })}`);
    expect(response.status).toBe(200);
    return response.json as unknown as FunnelReport;
  };
  const groupOf = async (touch: 'first' | 'last', by: string, name: string): Promise<FunnelGroup | undefined> =>
    (await report({ touch, by, search: name })).groups.items.find((group) => group.group === name);
  const salesTab = async () => (await admin.get('/api/admin/sales-stats')).json as unknown as SalesStats;
  const availableUnit = async (): Promise<string> => {
    const [unit] = await testApp.db.query("SELECT unit_code FROM units WHERE status = 'available' ORDER BY unit_code DESC LIMIT 1");
    return unit.unit_code as string;
  };

  let databaseUrl: string;

  beforeAll(async () => {
    // A database of its own: the units it holds and the people it counts are this file's alone
    // (files that run after it in the same worker pick fixed units of their own).
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_funnel_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl, { demoReferralCode: true });
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'ventas@cdm.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PORTAL_PASSWORD,
      STRIPE_SECRET_KEY: '',
    });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
    // The worker builds the read model when it starts (never built, or another key): let that finish first.
    const onStart = testApp.app.get(RebuildFunnelOnStart);
    await eventually(
      async () => {
        if ((await onStart.rebuildIfNeeded()) !== null) throw new Error('The funnel was still being built');
      },
      { timeoutMs: 60_000 },
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('counts a visitor once at every stage, under the first campaign by first touch and the last one by last touch; the sale matches the "Ventas" tab', async () => {
    const first = `otono-${run}`;
    const last = `invierno-${run}`;
    const email = `visita.${run}@example.mx`;
    const firstTouch = { source: 'google', medium: 'cpc', campaign: first, referrerHost: 'www.google.com', landingPath: '/', at: new Date(Date.now() - 20 * 86_400_000).toISOString() };
    const lastTouch = { source: 'facebook', medium: 'social', campaign: last, referrerHost: 'm.facebook.com', landingPath: '/agendar', at: new Date(Date.now() - 60_000).toISOString() };
    const salesBefore = await salesTab();
    const funnelMonthBefore = await report({ from: `${today().slice(0, 7)}-01` });

    // A referral code of an active program, for the "by referral code" breakdown.
    const referrer = await signedInInvestor(testApp, 'Patricia Referente');
    const code = (await referrer.session.post('/api/user-referral-code', {})).json.referralCode as string;
    await testApp.db.query('UPDATE referral_codes SET is_active = true, activated_at = now(), qualifying_deposit_centavos = 10000000 WHERE code = $1', [code]);
    referralCode = code;

    // 1. Information request, arriving from the autumn campaign (first and last touch alike then).
    const requested = await postJson(testApp.baseUrl, '/api/information-request', {
      fullName: 'Valeria Campaña',
      email,
      phone: '3312345678',
      interestType: 'inversionista',
      productsOfInterest: ['boxes-premium'],
      attribution: { firstTouch, lastTouch: firstTouch },
    });
    expect(requested.status).toBe(201);
    const [stored] = await testApp.db.query('SELECT attribution, utm_campaign FROM information_requests WHERE id = $1', [requested.json.id]);
    expect(stored).toEqual({ attribution: { firstTouch, lastTouch: firstTouch }, utm_campaign: first });

    // 2. A paid presentation, back from the winter campaign (the x+tag address is the same mailbox).
    const bookingId = randomUUID();
    const opened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', {
      bookingId,
      name: 'Valeria Campaña',
      email: `visita.${run}+agenda@example.mx`,
      phone: '3312345678',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium'],
      acceptTerms: true,
      attribution: { firstTouch, lastTouch },
    });
    expect(opened.status).toBe(201);
    expect((await postJson(testApp.baseUrl, '/api/payments/simulated/confirm', { clientSecret: opened.json.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' })).status).toBe(200);
    await eventually(async () => {
      const [booking] = await testApp.db.query('SELECT status FROM presentation_bookings WHERE id = $1', [bookingId]);
      expect(booking.status).toBe('paid');
    });

    // 3. The letter of intent (multipart: the attribution as JSON text).
    const portal = new HttpSession(testApp.baseUrl);
    expect((await portal.post('/api/gates/portal/unlock', { password: PORTAL_PASSWORD })).status).toBe(200);
    const form = new FormData();
    form.set('name', 'Valeria Campaña');
    form.set('email', email.toUpperCase());
    form.set('attribution', JSON.stringify({ firstTouch, lastTouch }));
    form.append('ineFile', new Blob([PDF], { type: 'application/pdf' }), 'ine.pdf');
    expect((await portal.postForm('/api/letter-submission', form)).status).toBe(201);

    // 4. The application, with the referral code (direct access: the account's set-up link is emailed).
    const applied = await postJson(testApp.baseUrl, '/api/investor-application', {
      applicationId: randomUUID(),
      name: 'Valeria Campaña',
      email,
      phone: '3312345678',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium'],
      referralCode: code,
      acceptTerms: true,
      acceptRisks: true,
      attribution: { firstTouch, lastTouch },
    });
    expect(applied.json).toMatchObject({ directAccess: true });

    // 5. The account becomes active when its emailed link is used.
    const setup = await eventually(() => {
      const [message] = smtp.to(email).filter((candidate) => candidate.subject.startsWith('Configura tu contraseña'));
      expect(message).toBeDefined();
      return message;
    });
    const investor = new HttpSession(testApp.baseUrl);
    expect((await investor.post('/api/investor-setup-link/redeem', { token: linkIn(setup.text, '/investors/activar/').split('/investors/activar/')[1] })).status).toBe(200);

    // 6–8. A unit blocked for a bank transfer, its deposit confirmed by staff, the sale.
    const unitCode = await availableUnit();
    const blocked = await investor.post('/api/units/block-temporary', {
      unitCode,
      paymentPlan: { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 24, paymentDay: 10, downPaymentScheduledDate: defaultDownPaymentDate(today()) },
      referenceNumber: `CDM-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`,
    });
    expect(blocked.status).toBe(201);
    const reservationId = blocked.json.reservationId as string;
    expect((await admin.post('/api/admin/confirm-deposit', { reservationId })).status).toBe(200);
    const converted = await admin.post(`/api/admin/unit-reservations/${reservationId}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba del embudo)' });
    expect(converted.json).toMatchObject({ status: 'converted' });
    const [{ plan }] = await testApp.db.query('SELECT plan FROM unit_reservations WHERE id = $1', [reservationId]);

    const expected: Record<FunnelStage, number> = {
      information_request: 1,
      presentation_paid: 1,
      letter_of_intent: 1,
      application: 1,
      account_active: 1,
      unit_blocked: 1,
      deposit_paid: 1,
      contract_signed: 0,
      sale: 1,
    };
    const saleValue = {
      sales: 1,
      listPriceCentavos: plan.basePriceCentavos,
      discountCentavos: plan.basePriceCentavos - plan.totalAmountCentavos,
      saleValueCentavos: plan.totalAmountCentavos,
      depositsReceivedCentavos: plan.reservationDepositCentavos,
    };
    // By first touch: once, under the autumn campaign; the winter one has nobody by first touch.
    const byFirst = await eventually(async () => {
      const group = await groupOf('first', 'campaign', first);
      expect(group?.people).toEqual(expected);
      return group;
    });
    expect(byFirst).toMatchObject({ entered: 1, value: saleValue });
    expect((await report({ touch: 'first', by: 'campaign', search: last })).groups.total).toBe(0);
    // By last touch: once, under the winter campaign.
    expect(await groupOf('last', 'campaign', last)).toMatchObject({ entered: 1, people: expected, value: saleValue });
    expect((await report({ touch: 'last', by: 'campaign', search: first })).groups.total).toBe(0);
    expect(await groupOf('first', 'source', 'google')).toBeDefined();
    expect(await groupOf('last', 'medium', 'social')).toBeDefined();
    expect(await groupOf('first', 'referral_code', code)).toMatchObject({ entered: 1, people: expected });

    // Went on from every stage it had to the next one it reached.
    expect(byFirst?.continued).toMatchObject({ information_request: 1, presentation_paid: 1, letter_of_intent: 1, application: 1, account_active: 1, unit_blocked: 1, contract_signed: 0 });

    // The "Ventas" tab counts the same sale at the same price this month.
    const month = today().slice(0, 7);
    const soldIn = (stats: SalesStats) => stats.byMonth.find((entry) => entry.month === month) ?? { sold: 0, revenueCentavos: 0 };
    const salesAfter = await eventually(async () => {
      const stats = await salesTab();
      expect(soldIn(stats).sold).toBe(soldIn(salesBefore).sold + 1);
      return stats;
    });
    const funnelMonth = await report({ from: `${month}-01` });
    expect(funnelMonth.value.sales - funnelMonthBefore.value.sales).toBe(soldIn(salesAfter).sold - soldIn(salesBefore).sold);
    expect(funnelMonth.value.saleValueCentavos - funnelMonthBefore.value.saleValueCentavos).toBe(soldIn(salesAfter).revenueCentavos - soldIn(salesBefore).revenueCentavos);
    expect(salesAfter.monthlyRevenueCentavos - salesBefore.monthlyRevenueCentavos).toBe(plan.totalAmountCentavos);

    // A contract both parties signed puts the buyer at "contrato firmado" too (written by the factory, refreshed as its sealed event does).
    // (A contract generated at the deposit, if any, is set aside first: one live contract per reservation.)
    await testApp.db.query("UPDATE contracts SET status = 'cancelled', cancelled_at = now() WHERE reservation_id = $1", [reservationId]);
    const contract = await newContract(testApp, reservationId, 'signed');
    await testApp.app.get(CommandBus).execute(new RefreshFunnelRecordsCommand('contract', [contract.id]));
    expect((await groupOf('first', 'campaign', first))?.people.contract_signed).toBe(1);
  });

  it('gives the visitor the same figures after a rebuild from the owners as the events gave', async () => {
    // (Only this file's groups: test helpers elsewhere prove accounts by SQL, without the event a rebuild then finds.)
    const queries = [
      { touch: 'first', by: 'campaign', search: `otono-${run}` },
      { touch: 'last', by: 'campaign', search: `invierno-${run}` },
      { touch: 'last', by: 'referral_code', search: referralCode },
    ];
    const groups = () => Promise.all(queries.map(async (query) => (await report(query)).groups.items));
    const before = await groups();
    expect(before[0]).toHaveLength(1);
    const rebuilt = await testApp.app.get(CommandBus).execute(new RebuildFunnelCommand());
    expect(rebuilt).toMatchObject({ ran: true });
    expect(await groups()).toEqual(before);
  });

  it('stores hostile utm values as given within their bounds and refuses longer ones with a Spanish message per field', async () => {
    const hostile = {
      source: '<script>alert("fuente")</script>',
      medium: '"><img src=x onerror=alert(1)>',
      campaign: `=HYPERLINK("http://x.example")-${run}`,
      term: "'; DROP TABLE funnel_people; --",
      content: 'ñ'.repeat(200),
    };
    const email = `hostil.${run}@example.mx`;
    const body = { fullName: 'Prueba Hostil', email, phone: '3312345678', interestType: 'inversionista', productsOfInterest: ['boxes-premium'] };

    const tooLong = await postJson(testApp.baseUrl, '/api/information-request', { ...body, attribution: { firstTouch: { ...hostile, campaign: 'x'.repeat(201) }, lastTouch: { landingPath: '/?email=ana@example.mx' } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual([
      { field: 'attribution.firstTouch.campaign', message: 'Máximo 200 caracteres' },
      { field: 'attribution.lastTouch.landingPath', message: 'Página de llegada no válida' },
    ]);

    const accepted = await postJson(testApp.baseUrl, '/api/information-request', { ...body, attribution: { firstTouch: hostile } });
    expect(accepted.status).toBe(201);
    const [stored] = await testApp.db.query('SELECT attribution FROM information_requests WHERE id = $1', [accepted.json.id]);
    expect(stored.attribution).toEqual({ firstTouch: hostile });
    expect(stored.attribution.firstTouch.content).toHaveLength(200);

    // The tab gets the values back as the JSON text they are (the browser shows text only, never markup).
    const group = await eventually(async () => {
      const found = await groupOf('first', 'source', hostile.source);
      expect(found?.people.information_request).toBe(1);
      return found;
    });
    expect(group?.group).toBe(hostile.source);
    expect(await groupOf('last', 'campaign', hostile.campaign)).toMatchObject({ entered: 1 });
    const tables = await testApp.db.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'funnel_people'");
    expect(tables[0].n).toBe(1);
  });

  it('takes a campaign from the flat utm fields of a client that sends no attribution, and refuses a period read backwards', async () => {
    const campaign = `plano-${run}`;
    const sent = await postJson(testApp.baseUrl, '/api/information-request', {
      fullName: 'Cliente Antiguo',
      email: `antiguo.${run}@example.mx`,
      phone: '3312345678',
      interestType: 'inversionista',
      productsOfInterest: ['boxes-premium'],
      utmSource: 'newsletter',
      utmCampaign: campaign,
      referrerPage: 'https://boletin.example.mx/noviembre?id=9',
    });
    expect(sent.status).toBe(201);
    await eventually(async () => expect(await groupOf('first', 'campaign', campaign)).toMatchObject({ entered: 1 }));

    const backwards = await admin.get('/api/admin/funnel?from=2026-11-02&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual([{ field: 'to', message: 'La fecha inicial no puede ser posterior a la final' }]);
    const notADay = await admin.get('/api/admin/funnel?from=2026-02-30&touch=primero');
    expect(notADay.status).toBe(400);
    expect(notADay.json.errors).toEqual([
      { field: 'from', message: 'Fecha inicial no válida (AAAA-MM-DD)' },
      { field: 'touch', message: 'Elige primer o último contacto' },
    ]);
    expect((await new HttpSession(testApp.baseUrl).get('/api/admin/funnel')).status).toBe(401);
    // Every stage appears in the answer, in order.
    expect((await report({})).stages.map((stage) => stage.stage)).toEqual([...FUNNEL_STAGES]);
  });

  it("counts as libs/domain's reference does: people, those who went on, medians, for any people", async () => {
    // People written straight to the read model around a period of 2001, when nothing else happened.
    const period = { start: new Date('2001-03-01T06:00:00Z'), end: new Date('2001-04-01T06:00:00Z') };
    const instant = fc.date({ min: new Date('2001-02-20T00:00:00Z'), max: new Date('2001-04-10T00:00:00Z'), noInvalidDate: true });
    const person = fc.dictionary(fc.constantFrom(...FUNNEL_STAGES), instant, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(fc.array(person, { maxLength: 25 }), async (people) => {
        const keys = people.map((_, index) => `sintetico-${run}-${index}`);
        try {
          for (const [index, stages] of people.entries()) {
            // Each row as the fold writes it: the stages' times and the days to the next one (libs/domain wentOn).
            const values: Array<[string, unknown]> = [
              ...(Object.keys(stages) as FunnelStage[]).map((stage): [string, unknown] => [STAGE_COLUMN[stage], stages[stage]]),
              ...STAGES_WITH_NEXT.map((stage): [string, unknown] => [GAP_COLUMN[stage] as string, wentOn({ stages }, stage)]),
            ];
            await testApp.db.query(
              `INSERT INTO funnel_people (person_key, first_campaign, updated_at${values.map(([column]) => `, ${column}`).join('')})
               VALUES ($1, 'sintetico', now()${values.map((_, position) => `, $${position + 2}`).join('')})`,
              [keys[index], ...values.map(([, value]) => value)],
            );
          }
          const reference = funnelCounts(people.map((stages) => ({ stages })), period);
          const answer = await report({ from: '2001-03-01', to: '2001-03-31', touch: 'first', by: 'campaign' });
          expect(answer.entered).toBe(reference.entered);
          expect(answer.stages).toEqual(stageFigures(reference.stages));
          expect(answer.groups.total).toBe(reference.entered > 0 ? 1 : 0);
        } finally {
          await testApp.db.query('DELETE FROM funnel_people WHERE person_key = ANY($1::text[])', [keys]);
        }
      }),
      { numRuns: 20 },
    );
  });
});
