import { randomBytes, randomUUID } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { FakeStripe } from '../../../test-support/fake-stripe';
import { HttpSession, linkIn } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';

const ADMIN = { email: 'aplicaciones.admin@cdm.test', password: 'Admin-Aplica-2026!' };
const WEBHOOK_SECRET = 'whsec_applications_fake_stripe';

describe('investor applications: validation, referral direct access, deposit by webhook, review and credentials', () => {
  let stripe: FakeStripe;
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;

  const application = (overrides: Record<string, unknown> = {}) => ({
    applicationId: randomUUID(),
    name: 'Mariana Torres',
    email: `mariana.${randomBytes(3).toString('hex')}@example.mx`,
    phone: '33 1122 3344',
    linkedin: 'https://linkedin.com/in/mariana',
    investmentRange: '10-25',
    productsOfInterest: ['boxes-premium', 'membresias'],
    previousExperience: 'Inversión inmobiliaria en Zapopan',
    referredBy: '',
    additionalInfo: '',
    acceptTerms: true,
    acceptRisks: true,
    ...overrides,
  });
  const row = async (id: string) =>
    ((await testApp.db.query('SELECT * FROM investor_applications WHERE id = $1', [id])) as Array<Record<string, unknown>>)[0];
  const paymentOf = async (id: string) =>
    ((await testApp.db.query('SELECT * FROM payments WHERE subject_id = $1', [id])) as Array<Record<string, unknown>>)[0];
  const sendWebhook = (payload: string, signature: string) =>
    fetch(`${testApp.baseUrl}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

  async function paidApplication(overrides: Record<string, unknown> = {}) {
    const body = application(overrides);
    const submitted = await postJson(testApp.baseUrl, '/api/investor-application', body);
    expect(submitted.status).toBe(201);
    const intentId = (await paymentOf(body.applicationId))?.provider_intent_id as string;
    stripe.setIntentStatus(intentId, 'succeeded');
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('intent missing');
    const event = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await sendWebhook(event.payload, event.signature)).status).toBe(200);
    await eventually(async () => expect((await row(body.applicationId)).deposit_paid_at).not.toBeNull());
    return body;
  }

  beforeAll(async () => {
    stripe = new FakeStripe();
    await stripe.start();
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'ventas@cdm.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: 'sk_test_applications_0123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_applications_0123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
    await stripe?.stop();
  });

  it('answers every rule of investor-portal.md §5 with its Spanish message and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, { field: string; message: string }]> = [
      [{ name: '' }, { field: 'name', message: 'Por favor completa todos los campos obligatorios' }],
      [{ email: 'mariana@' }, { field: 'email', message: 'Por favor ingresa un email válido' }],
      [{ phone: '' }, { field: 'phone', message: 'Teléfono válido es requerido' }],
      [{ investmentRange: '' }, { field: 'investmentRange', message: 'Por favor selecciona tu rango de inversión y al menos un producto de interés' }],
      [{ productsOfInterest: [] }, { field: 'productsOfInterest', message: 'Por favor selecciona tu rango de inversión y al menos un producto de interés' }],
      [{ acceptTerms: false }, { field: 'acceptTerms', message: 'Debes aceptar los términos y condiciones para continuar' }],
      [{ acceptRisks: false }, { field: 'acceptRisks', message: 'Debes aceptar los términos y condiciones para continuar' }],
    ];
    for (const [overrides, error] of cases) {
      const body = application(overrides);
      const response = await postJson(testApp.baseUrl, '/api/investor-application', body);
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual([error]);
      expect(await row(body.applicationId)).toBeUndefined();
    }
  });

  it('validates referral codes and gives direct access: an account needing set-up, a set-up link by email, no session and no intent', async () => {
    expect((await postJson(testApp.baseUrl, '/api/validate-referral-code', { code: 'cdm-demo-socio' })).json).toEqual({
      valid: true,
      error: null,
      referralData: { ownerName: 'Socio Fundador Demo' },
    });
    expect((await postJson(testApp.baseUrl, '/api/validate-referral-code', { code: 'NO-EXISTE' })).json).toEqual({
      valid: false,
      error: 'Código de referido inválido',
      referralData: null,
    });

    const browser = new HttpSession(testApp.baseUrl);
    const body = application({ referralCode: 'CDM-DEMO-SOCIO' });
    const intentsBefore = stripe.created.intents;
    const response = await browser.post('/api/investor-application', body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ referralCodeUsed: true, directAccess: true, applicationId: body.applicationId, clientSecret: null, depositCentavos: 0 });
    expect(stripe.created.intents).toBe(intentsBefore);
    expect(await row(body.applicationId)).toMatchObject({ status: 'referido', deposit_centavos: '0', referral_code: 'CDM-DEMO-SOCIO' });
    const [account] = await testApp.db.query('SELECT needs_password_setup FROM investor_accounts WHERE email_normalized = lower($1)', [body.email]);
    expect(account).toEqual({ needs_password_setup: true });
    // decisions.md #21: a shared code proves nothing about the email typed, so the browser that applied is not signed in.
    expect(response.setCookies).toEqual([]);
    expect((await browser.get('/api/investor-session')).status).toBe(401);

    // The one-time set-up link goes to the address, and following it signs that browser in to set the password.
    const setup = await eventually(() => {
      const [email] = smtp.to(body.email).filter((message) => message.subject.startsWith('Configura tu contraseña'));
      expect(email).toBeDefined();
      return email;
    });
    const token = linkIn(setup.text, '/investors/activar/').split('/investors/activar/')[1];
    const owner = new HttpSession(testApp.baseUrl);
    expect((await owner.post('/api/investor-setup-link/redeem', { token })).status).toBe(200);
    const session = await owner.get('/api/investor-session');
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ needsPasswordSetup: true });

    const bad = await postJson(testApp.baseUrl, '/api/investor-application', application({ referralCode: 'INVENTADO' }));
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ code: 'invalid_referral_code', message: 'Código de referido inválido' });
  });

  it("takes the spec's application without an id: the server makes one, and a repeat meets the open application", async () => {
    const { applicationId: _ours, ...specBody } = application();
    const submitted = await postJson(testApp.baseUrl, '/api/investor-application', specBody);
    expect(submitted.status).toBe(201);
    expect(submitted.json).toMatchObject({ applicationId: expect.stringMatching(/^[0-9a-f-]{36}$/), directAccess: false, clientSecret: expect.stringMatching(/_secret_/) });
    expect(await row(submitted.json.applicationId as string)).toMatchObject({ email: specBody.email, status: 'pending' });
    const repeat = await postJson(testApp.baseUrl, '/api/investor-application', specBody);
    expect(repeat.status).toBe(409);
    expect(repeat.json.code).toBe('application_in_review');
  });

  it("never signs in whoever applies with a shared code and someone else's email: the owner of the address gets the set-up link", async () => {
    const victim = `victima.${randomBytes(3).toString('hex')}@example.mx`;
    const attacker = new HttpSession(testApp.baseUrl);
    const response = await attacker.post('/api/investor-application', application({ email: victim, name: 'Otra Persona', referralCode: 'CDM-DEMO-SOCIO' }));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ directAccess: true });
    expect(response.setCookies).toEqual([]);
    expect((await attacker.get('/api/investor-session')).status).toBe(401);
    // Without a session the attacker cannot set the victim's password either.
    expect((await attacker.post('/api/investor-password', { newPassword: 'Contraseña-Tomada-2026' })).status).toBe(401);
    const [setup] = await eventually(() => {
      const emails = smtp.to(victim).filter((message) => message.subject.startsWith('Configura tu contraseña'));
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(setup.text).toContain('/investors/activar/');
  });

  it('takes the deposit by card, marks it paid only from a signed webhook, and answers a duplicate without a second row', async () => {
    const body = application();
    const submitted = await postJson(testApp.baseUrl, '/api/investor-application', body);
    expect(submitted.json).toMatchObject({ referralCodeUsed: false, directAccess: false, clientSecret: expect.stringMatching(/_secret_/), depositCentavos: 10_000_00 });
    const again = await postJson(testApp.baseUrl, '/api/investor-application', body);
    expect(again.json.clientSecret).toBe(submitted.json.clientSecret);
    const duplicate = await postJson(testApp.baseUrl, '/api/investor-application', { ...body, applicationId: randomUUID() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('application_in_review');
    const [{ count }] = await testApp.db.query('SELECT count(*)::int AS count FROM investor_applications WHERE email_normalized = lower($1)', [body.email]);
    expect(count).toBe(1);

    // The browser saying so changes nothing: the provider still has it unpaid.
    expect((await postJson(testApp.baseUrl, '/api/payment-success', { applicationId: body.applicationId })).json).toEqual({ depositPaid: false });
    const intentId = (await paymentOf(body.applicationId))?.provider_intent_id as string;
    stripe.setIntentStatus(intentId, 'succeeded');
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('intent missing');
    const forged = stripe.signedEvent('payment_intent.succeeded', intent, 'whsec_forged');
    expect((await sendWebhook(forged.payload, forged.signature)).status).toBe(400);
    expect((await row(body.applicationId)).deposit_paid_at).toBeNull();
    const signed = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await sendWebhook(signed.payload, signed.signature)).status).toBe(200);
    await eventually(async () => expect((await row(body.applicationId)).deposit_paid_at).not.toBeNull());

    await eventually(() =>
      expect(smtp.to(body.email).map((email) => email.subject).sort()).toEqual([
        'Confirmación de tu depósito en garantía · Ciudad Deporte Motor ZMG',
        'Recibimos tu aplicación · Ciudad Deporte Motor ZMG',
      ]),
    );
    const received = smtp.to(body.email).find((email) => email.subject.startsWith('Recibimos'));
    expect(received?.text).toContain('3 a 5 días hábiles');
    expect(received?.text).toContain('48 horas');
  });

  it('authorises with a set-up link that works, refuses illegal moves, and audits every change', async () => {
    const body = await paidApplication();
    const list = await admin.get(`/api/admin/applications?search=${encodeURIComponent(body.email)}`);
    expect(list.json.items).toEqual([expect.objectContaining({ id: body.applicationId, status: 'pending', depositPaid: true, credentials: null })]);

    const authorized = await admin.post('/api/admin/update-application-status', { applicationId: body.applicationId, status: 'authorized' });
    expect(authorized.status).toBe(200);
    expect(authorized.json).toMatchObject({
      message: 'Estado actualizado',
      application: { status: 'authorized', credentials: { username: body.email } },
      credentials: { username: body.email, sentTo: body.email },
    });
    const email = await eventually(() => {
      const found = smtp.to(body.email).find((candidate) => candidate.subject === '¡Tu aplicación fue autorizada! · Ciudad Deporte Motor ZMG');
      expect(found).toBeDefined();
      return found;
    });
    expect(email?.text).toContain(`Usuario: ${body.email}`);
    expect(email?.text).not.toMatch(/contraseña:\s*\S/i);
    const link = linkIn(email?.text ?? '', '/investors/activar/');
    const browser = new HttpSession(testApp.baseUrl);
    const redeemed = await browser.post('/api/investor-setup-link/redeem', { token: link.split('/').pop() });
    expect(redeemed.status).toBe(200);
    expect((await browser.post('/api/investor-password', { newPassword: 'Socia-Autorizada-1' })).status).toBe(200);

    const illegal = await admin.post('/api/admin/update-application-status', { applicationId: body.applicationId, status: 'pending' });
    expect(illegal.status).toBe(409);
    expect(illegal.json.message).toBe('No se puede pasar de «Autorizado» a «Pendiente».');

    const resent = await admin.post('/api/admin/resend-credentials', { applicationId: body.applicationId });
    expect(resent.json.message).toBe('Credenciales reenviadas');
    const audit = await testApp.db.query("SELECT action, actor_type FROM audit_log WHERE entity_id = $1 AND entity_type = 'investor_application' ORDER BY created_at", [
      body.applicationId,
    ]);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'investor_application.deposit_paid',
      'investor_application.status_changed',
      'investor_application.credentials_sent',
      'investor_application.credentials_sent',
    ]);
  });

  it('rejects courteously and refunds the paid deposit once', async () => {
    const body = await paidApplication({ name: 'Óscar Lara' });
    const rejected = await admin.post('/api/admin/update-application-status', { applicationId: body.applicationId, status: 'rejected' });
    expect(rejected.json.application).toMatchObject({ status: 'rejected' });
    await eventually(() => expect(smtp.to(body.email).map((email) => email.subject)).toContain('Sobre tu aplicación · Ciudad Deporte Motor ZMG'));

    const before = stripe.created.refunds;
    const refunds = await Promise.all([1, 2, 3].map(() => admin.post(`/api/admin/applications/${body.applicationId}/refund`)));
    expect(refunds.every((refund) => refund.status === 200)).toBe(true);
    expect(stripe.created.refunds - before).toBe(1);
    await eventually(async () => expect((await row(body.applicationId)).refund_status).toBe('succeeded'));
  });
});
