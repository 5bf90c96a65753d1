import { randomBytes, randomUUID } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { HttpSession } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { signEvent, simulatedWebhookSecret } from '../../payments';

const ADMIN = { email: 'presentaciones.admin@cdm.test', password: 'Admin-Presenta-2026!' };
const SESSION_SECRET = 'presentation-booking-test-secret-0123456789';

describe('presentation booking with the simulated provider', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;

  const fields = (overrides: Record<string, unknown> = {}) => ({
    bookingId: randomUUID(),
    name: 'Lucía Hernández',
    email: `lucia.${randomBytes(3).toString('hex')}@example.mx`,
    phone: '3398765432',
    investmentRange: '10-20',
    productsOfInterest: ['boxes-premium'],
    additionalInfo: '',
    acceptTerms: true,
    ...overrides,
  });
  const confirmCard = (clientSecret: string, cardNumber: string) =>
    postJson(testApp.baseUrl, '/api/payments/simulated/confirm', { clientSecret, cardNumber, expiry: '12/30', cvc: '123' });
  const bookingRow = async (bookingId: string) =>
    (await testApp.db.query('SELECT * FROM presentation_bookings WHERE id = $1', [bookingId]))[0] as Record<string, unknown> | undefined;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'ventas@cdm.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET,
      SCHEDULING_URL: 'https://agenda.example.mx/cdm',
      STRIPE_SECRET_KEY: '',
    });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it("takes the spec's booking: the deposit from { amount, email, name }, the other fields after paying, never overwriting them", async () => {
    const email = `Spec.${randomBytes(3).toString('hex')}@Example.mx`;
    const opened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', { amount: 10_000, email, name: 'Rubén Aguirre' });
    expect(opened.status).toBe(201);
    const bookingId = opened.json.bookingId as string;
    expect(opened.json).toMatchObject({ bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/), clientSecret: expect.any(String), amountCentavos: 10_000_00 });
    expect(await bookingRow(bookingId)).toMatchObject({ phone: '', investment_range: '', products_of_interest: [], terms_accepted_at: null });

    const specFields = { name: 'Rubén Aguirre', email: email.toLowerCase(), phone: '3311223344', investmentRange: '20+', productsOfInterest: ['boxes-drift'], additionalInfo: 'Por la mañana', acceptTerms: true };
    // Before paying: the booking is found by its email and completed, but it is not ok yet.
    expect((await postJson(testApp.baseUrl, '/api/schedule-presentation', specFields)).json).toMatchObject({ ok: false, status: 'pending_payment' });
    expect(await bookingRow(bookingId)).toMatchObject({
      phone: '3311223344',
      investment_range: '20+',
      products_of_interest: ['boxes-drift'],
      additional_info: 'Por la mañana',
      terms_accepted_at: expect.any(Date),
    });

    expect((await confirmCard(opened.json.clientSecret as string, '4242424242424242')).status).toBe(200);
    const scheduled = await postJson(testApp.baseUrl, '/api/schedule-presentation', { ...specFields, phone: '3300000000', investmentRange: '1-5' });
    expect(scheduled.json).toMatchObject({ ok: true, status: 'paid' });
    // What the booking already holds is never overwritten by someone who knows the email.
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'paid', phone: '3311223344', investment_range: '20+' });

    const unknown = await postJson(testApp.baseUrl, '/api/schedule-presentation', { ...specFields, email: `nadie.${randomBytes(3).toString('hex')}@example.mx` });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: 'not_found', message: 'No encontramos esa reservación de presentación.' });
  });

  it('runs without Stripe keys: declined card, then a paid deposit, emails and the staff list', async () => {
    const config = await fetch(`${testApp.baseUrl}/api/payments/config`);
    expect(await config.json()).toEqual({ provider: 'simulated', publishableKey: null });

    const body = fields();
    const opened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', { ...body, amount: 10000 });
    expect(opened.status).toBe(201);
    expect(opened.json).toMatchObject({ bookingId: body.bookingId, amountCentavos: 10_000_00 });
    const clientSecret = opened.json.clientSecret as string;

    const declined = await confirmCard(clientSecret, '4000 0000 0000 0002');
    expect(declined.status).toBe(400);
    expect(declined.json).toEqual({ code: 'card_declined', message: 'Tu tarjeta fue rechazada.' });
    expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'pending_payment' });
    expect((await postJson(testApp.baseUrl, '/api/schedule-presentation', body)).json).toMatchObject({ ok: false });

    const paid = await confirmCard(clientSecret, '4242424242424242');
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ status: 'succeeded' });
    const scheduled = await postJson(testApp.baseUrl, '/api/schedule-presentation', body);
    expect(scheduled.json).toEqual({ ok: true, status: 'paid', schedulingUrl: 'https://agenda.example.mx/cdm' });
    expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'paid', paid_at: expect.any(Date) });

    // Paying twice is not possible: the same card form answers with the settled state.
    expect((await confirmCard(clientSecret, '4242424242424242')).json).toEqual({ status: 'succeeded' });
    const reopened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body);
    expect(reopened.status).toBe(409);

    const [receipt] = await eventually(() => {
      const emails = smtp.to(body.email);
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(receipt.text).toContain('https://agenda.example.mx/cdm');
    expect(receipt.text).toContain(body.bookingId);
    const [notice] = await eventually(() => {
      const emails = smtp.to('ventas@cdm.test').filter((email) => email.text.includes(body.email));
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(notice.subject).toBe('Presentación pagada: Lucía Hernández');
    expect(notice.text).toContain('10 - 20 millones MXN');

    const list = await admin.get(`/api/admin/presentation-bookings?search=${encodeURIComponent(body.email)}`);
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: body.bookingId, status: 'paid', amountCentavos: 10_000_00, refundStatus: null }),
    ]);
    expect(list.json.counts).toMatchObject({ paid: expect.any(Number), total: expect.any(Number) });

    const refunded = await admin.post(`/api/admin/presentation-bookings/${body.bookingId}/refund`);
    expect(refunded.json).toMatchObject({ status: 'refunded', refundStatus: 'succeeded', refundedAt: expect.any(String) });
    const audit = await testApp.db.query(
      "SELECT actor_type FROM audit_log WHERE action = 'payment.refund_requested' AND entity_id = (SELECT id::text FROM payments WHERE subject_id = $1)",
      [body.bookingId],
    );
    expect(audit).toEqual([{ actor_type: 'staff' }]);
  });

  it('refuses any card but the two test cards, and a made-up client secret', async () => {
    const opened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', fields());
    const other = await confirmCard(opened.json.clientSecret as string, '5555 5555 5555 4444');
    expect(other.status).toBe(400);
    expect(other.json.errors).toEqual([
      { field: 'cardNumber', message: 'Usa una tarjeta de prueba: 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada)' },
    ]);
    const madeUp = await confirmCard(`${opened.json.clientSecret as string}x`, '4242 4242 4242 4242');
    expect(madeUp.status).toBe(404);
  });

  it('accepts signed webhooks from the simulated provider and refuses unsigned ones', async () => {
    const body = fields();
    const opened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body);
    const [{ provider_intent_id: intentId }] = await testApp.db.query('SELECT provider_intent_id FROM payments WHERE subject_id = $1', [
      body.bookingId,
    ]);
    await testApp.db.query("UPDATE simulated_payment_intents SET status = 'succeeded' WHERE id = $1", [intentId]);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(6).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    const unsigned = await fetch(`${testApp.baseUrl}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expect(unsigned.status).toBe(400);
    const signed = await fetch(`${testApp.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(payload, simulatedWebhookSecret(SESSION_SECRET)) },
      body: payload,
    });
    expect(signed.status).toBe(200);
    expect(opened.status).toBe(201);
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'paid' }));
  });

  it("never rewrites a booking's name or email when its id is sent again by another client (409, the first booking intact)", async () => {
    const body = fields({ phone: '3311111111' });
    const opened = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body);
    expect(opened.status).toBe(201);

    const intruder = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', {
      ...body,
      name: 'Otra Persona',
      email: `otra.${randomBytes(3).toString('hex')}@example.mx`,
    });
    expect(intruder.status).toBe(409);
    expect(intruder.json).toEqual({
      code: 'booking_id_taken',
      message: 'Esta reservación ya existe con otros datos. Vuelve a intentarlo para iniciar una reservación nueva.',
    });
    const sameNameOtherEmail = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', { ...body, email: `x.${body.email}` });
    expect(sameNameOtherEmail.status).toBe(409);
    expect(await bookingRow(body.bookingId)).toMatchObject({ name: body.name, email: body.email, phone: '3311111111' });

    // The same person (same name, email in any case) going back to correct another field still may.
    const corrected = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', { ...body, email: body.email.toUpperCase(), phone: '3322222222' });
    expect(corrected.status).toBe(201);
    expect(corrected.json.clientSecret).toBe(opened.json.clientSecret);
    expect(await bookingRow(body.bookingId)).toMatchObject({ name: body.name, email: body.email, phone: '3322222222' });
  });

  it('shows the real state on the return page and 404 for an unknown booking', async () => {
    const body = fields();
    await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body);
    const pending = await fetch(`${testApp.baseUrl}/api/presentation-bookings/${body.bookingId}/status`);
    expect(await pending.json()).toEqual({ bookingId: body.bookingId, status: 'pending_payment', paymentStatus: 'requires_payment' });
    expect((await fetch(`${testApp.baseUrl}/api/presentation-bookings/${randomUUID()}/status`)).status).toBe(404);
    expect((await fetch(`${testApp.baseUrl}/api/presentation-bookings/no-es-uuid/status`)).status).toBe(400);
  });
});
