import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { HttpSession, linkIn } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { SYSTEM_CONTEXT } from '../audit';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../database';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult } from '../identity';
import { missingAt, SPEC_ADMIN_PATHS, SPEC_CALLS, SpecCall, SpecCallContext } from './spec-calls';

type Json = unknown;

/** Today where the project is (the platform may not import a context's helper). */
const mexicoCityDate = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);

/**
 * The contract of the specs' call tables: each call of `spec-calls.ts`, sent as the spec's
 * client sends it, in one investor's and one staff member's day (an order in which each call has
 * what it needs), answers 2xx (or the spec's own refusal) with every field the spec names, and
 * the field standing in for each named field the product answers otherwise. The app runs on a
 * database of its own: the day sells a unit and edits the catalogue, which other files must not see.
 */

const ADMIN = { email: 'contrato.admin@cdm.test', password: 'Admin-Contrato-2026!' };
const PORTAL_PASSWORD = 'portal-del-contrato';

describe("every call of the specs' call tables, as the spec gives it", () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let staff: HttpSession;
  let investor: HttpSession;
  let portal: HttpSession;
  let databaseUrl: string;
  const answers = new Map<string, { status: number; json: Json; text: string }>();

  const suffix = randomBytes(3).toString('hex');
  const context: SpecCallContext = {
    investorEmail: `contrato.inversionista.${suffix}@example.mx`,
    investorName: 'Łukasz Nguyễn Pérez',
    password: 'Clave-Contrato-1',
    newPassword: 'Clave-Contrato-2',
    resetEmail: '',
    resetToken: '',
    resetPassword: 'Clave-Contrato-3',
    referralCode: 'CDM-DEMO-SOCIO',
    applicant: { name: 'Mariana Solís', email: `contrato.aplicante.${suffix}@example.mx` },
    applicationId: '',
    booking: { name: 'Ricardo Ibarra', email: `contrato.presentacion.${suffix}@example.mx` },
    lead: { fullName: 'Ana Lucía Ortega', email: `contrato.lead.${suffix}@example.mx` },
    letter: { name: 'Grupo Socios Jalisco', email: `contrato.carta.${suffix}@example.mx` },
    reserveUnit: '',
    reserveUnitPricePesos: 0,
    reservationId: '',
    paymentIntentId: '',
    blockUnit: '',
    blockUnitPricePesos: 0,
    blockReservationId: '',
    productTypeId: '',
    productPricePesos: 0,
    productAreaM2: 0,
    partnerId: '',
    today: mexicoCityDate(new Date()),
    downPaymentDate: defaultDownPaymentDate(mexicoCityDate(new Date())),
  };

  const answerOf = (key: string) => {
    const answer = answers.get(key);
    if (!answer) throw new Error(`No answer of ${key} yet`);
    return answer.json as Record<string, Json>;
  };

  async function payBySimulatedCard(clientSecret: string) {
    const paid = await postJson(testApp.baseUrl, '/api/payments/simulated/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    if (paid.status !== 200) throw new Error(`The simulated card payment failed: ${paid.status} ${paid.text}`);
  }

  async function emailTo(address: string, subjectStart: string) {
    return eventually(() => {
      const found = smtp.to(address).filter((email) => email.subject.startsWith(subjectStart));
      expect(found.length).toBeGreaterThan(0);
      return found[found.length - 1];
    });
  }

  /** What each call needs made first (in the order of the table). */
  const before: Record<string, () => Promise<void>> = {
    'schedule-presentation': () => payBySimulatedCard(answerOf('create-schedule-payment-intent').clientSecret as string),
    'payment-success': async () => {
      const application = answerOf('investor-application');
      context.applicationId = application.applicationId as string;
      await payBySimulatedCard(application.clientSecret as string);
    },
    'units-reserve': async () => {
      const units = (await (await fetch(`${testApp.baseUrl}/api/units`)).json()) as Array<{ unitCode: string; status: string; currentPriceCentavos: number }>;
      // Two available units (the database is this file's own): one Panamericana, one Monza.
      const reserve = units.find((unit) => unit.unitCode === 'F1P' && unit.status === 'available');
      const block = units.find((unit) => unit.unitCode === 'F2M' && unit.status === 'available');
      if (!reserve || !block) throw new Error('F1P and F2M should be available');
      Object.assign(context, {
        reserveUnit: reserve.unitCode,
        reserveUnitPricePesos: reserve.currentPriceCentavos / 100,
        blockUnit: block.unitCode,
        blockUnitPricePesos: block.currentPriceCentavos / 100,
      });
    },
    'reservation-create-payment-intent': async () => {
      context.reservationId = (answerOf('unit-reservations').reservation as { id: string }).id;
    },
    'reservation-confirm-payment': async () => {
      const { clientSecret } = answerOf('reservation-create-payment-intent') as { clientSecret: string };
      await payBySimulatedCard(clientSecret);
      context.paymentIntentId = clientSecret.split('_secret_')[0];
    },
    'admin-confirm-deposit': async () => {
      context.blockReservationId = answerOf('block-temporary').reservationId as string;
    },
    'admin-partners': async () => {
      const converted = await staff.post(`/api/admin/unit-reservations/${context.reservationId}/convert`, {});
      if (converted.status !== 200) throw new Error(`Converting the sale failed: ${converted.status} ${converted.text}`);
      context.partnerId = await eventually(async () => {
        const partners = await staff.get('/api/admin/partners');
        const partner = (partners.json.items as Array<{ id: string; reservationId: string }>).find((item) => item.reservationId === context.reservationId);
        if (!partner) throw new Error('The sale has no partner yet');
        return partner.id;
      });
    },
    'admin-product-price': async () => {
      const types = answers.get('admin-product-types')?.json as Array<{ id: string; code: string; basePriceCentavos: number; areaM2: number }>;
      const drift = types.find((type) => type.code === 'box-drift')!;
      Object.assign(context, { productTypeId: drift.id, productPricePesos: drift.basePriceCentavos / 100, productAreaM2: drift.areaM2 });
    },
    'password-reset-request': async () => {
      context.resetEmail = context.investorEmail;
    },
    'password-reset-validate': async () => {
      context.resetToken = linkIn((await emailTo(context.resetEmail, 'Recupera tu contraseña')).text, '/reset-password/').split('/').pop()!;
    },
  };

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL!);
    server.pathname = `${server.pathname}_spec_calls_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl, { demoReferralCode: true });
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORTAL_PASSWORD, STRIPE_SECRET_KEY: '' });
    staff = new HttpSession(testApp.baseUrl);
    const signedIn = await staff.post('/api/admin/session', ADMIN);
    if (signedIn.status !== 200) throw new Error(`Staff sign-in failed: ${signedIn.text}`);
    portal = new HttpSession(testApp.baseUrl);
    const unlocked = await portal.post('/api/gates/portal/unlock', { password: PORTAL_PASSWORD });
    if (unlocked.status !== 200) throw new Error(`The portal did not unlock: ${unlocked.text}`);

    // The investor's account as an authorised application leaves it: no password yet. The set-up
    // link (decisions.md #7) opens the session in which the spec's "create password" runs.
    await testApp.app
      .get(CommandBus)
      .execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(new CreateInvestorAccountCommand(context.investorEmail, context.investorName, SYSTEM_CONTEXT));
    investor = new HttpSession(testApp.baseUrl);
    await investor.post('/api/investor-login', { username: context.investorEmail, password: '' });
    const token = linkIn((await emailTo(context.investorEmail, 'Configura tu contraseña')).text, '/investors/activar/').split('/').pop()!;
    const redeemed = await investor.post('/api/investor-setup-link/redeem', { token });
    if (redeemed.status !== 200) throw new Error(`The set-up link did not sign in: ${redeemed.text}`);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('lists every call of both call tables once, and every staff path of investor-portal.md §7', () => {
    const calls = SPEC_CALLS.map((call) => `${call.method} ${call.path}`);
    // investor-password is one path with two bodies (create, change).
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual(['POST /api/investor-password']);
    expect(SPEC_CALLS.filter((call) => call.source === 'public-site §7')).toHaveLength(4);
    expect(SPEC_CALLS.filter((call) => call.source === 'investor-portal §7')).toHaveLength(41);
    for (const path of SPEC_ADMIN_PATHS) expect(calls).toContain(`GET /api/admin/${path}`);
  });

  it.each(SPEC_CALLS.map((call) => [`${call.method} ${call.path} (${call.key})`, call] as const))('%s', async (_name, call: SpecCall) => {
    await before[call.key]?.();
    const path = call.path.replace(/\{(\w+)\}/g, (_match, name: keyof SpecCallContext) => String(context[name]));
    const session = call.auth === 'investor' ? investor : call.auth === 'staff' ? staff : call.auth === 'portal' ? portal : new HttpSession(testApp.baseUrl);

    let answer;
    if (call.multipart) {
      const form = new FormData();
      form.append('name', context.letter.name);
      form.append('email', context.letter.email);
      form.append('ineFile', new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], { type: 'application/pdf' }), 'ine.pdf');
      answer = await session.postForm(path, form);
    } else {
      answer = await session.request(call.method, path, call.body ? call.body(context) : call.method === 'GET' ? undefined : {});
    }
    let json: Json = null;
    try {
      json = JSON.parse(answer.text);
    } catch {
      json = null;
    }
    answers.set(call.key, { status: answer.status, json, text: answer.text });

    const succeeded = answer.status >= 200 && answer.status < 300;
    const seen = call.refusal
      ? { status: answer.status, message: (json as { message?: string } | null)?.message }
      : { status: succeeded ? '2xx' : answer.status, message: succeeded ? undefined : answer.text };
    expect(seen).toEqual(call.refusal ?? { status: '2xx', message: undefined });
    // "parsed as JSON" / "no field read": still a JSON answer.
    expect(json).not.toBeNull();
    const missing = call.fields.flatMap((field) => missingAt(json, field));
    const missingStandIns = (call.differs ?? []).flatMap(({ instead }) => (instead ? missingAt(json, instead) : []));
    expect({ missing, missingStandIns }).toEqual({ missing: [], missingStandIns: [] });
  });

  it('answers what the spec reads in the calls it reads', () => {
    expect(answerOf('schedule-presentation').ok).toBe(true);
    expect(answerOf('investor-login')).toMatchObject({ success: true, needsPasswordSetup: false, investor: { name: context.investorName } });
    expect(answerOf('validate-referral-code')).toMatchObject({ valid: true, error: null });
    expect(answerOf('investor-application')).toMatchObject({ referralCodeUsed: false, directAccess: false, clientSecret: expect.any(String) });
    expect(answerOf('units-reserve')).toMatchObject({ success: true, reservation: { status: 'pending' } });
    // unit-reservations kept the hold units/reserve made, with the plan now chosen.
    expect((answerOf('unit-reservations').reservation as { id: string }).id).toBe((answerOf('units-reserve').reservation as { id: string }).id);
    expect(answerOf('block-temporary')).toMatchObject({ success: true, status: 'blocked' });
    expect(answerOf('password-reset-validate')).toEqual({ success: true, email: context.investorEmail });
    const credentials = answerOf('admin-credentials') as Record<string, { username: string }>;
    expect(credentials[context.applicationId]).toEqual({ username: context.applicant.email, sentAt: expect.any(String) });
    expect(JSON.stringify(credentials)).not.toMatch(/password|contrase/i);
  });

  it.each(SPEC_CALLS.filter((call) => call.auth === 'staff').map((call) => [`${call.method} ${call.path}`, call] as const))(
    'refuses %s to anyone but staff',
    async (_name, call: SpecCall) => {
      const path = call.path.replace(/\{(\w+)\}/g, () => '00000000-0000-4000-8000-000000000000');
      const body = call.method === 'GET' ? undefined : {};
      const anonymous = await new HttpSession(testApp.baseUrl).request(call.method, path, body);
      const asInvestor = await investor.request(call.method, path, body);
      expect([anonymous.status, asInvestor.status]).toEqual([401, 401]);
      expect(anonymous.json.message).toEqual(expect.any(String));
    },
  );
});
