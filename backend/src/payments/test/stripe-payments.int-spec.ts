import { randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { eventually } from '../../../test-support/eventually';
import { FakeStripe } from '../../../test-support/fake-stripe';
import { HttpSession } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { ReconcilePaymentsCommand } from '../commands/reconcile-payments.command';

const WEBHOOK_SECRET = 'whsec_test_secret_for_fake_stripe';
const ADMIN = { email: 'pagos.admin@cdm.test', password: 'Admin-Pagos-2026!' };
const RECEIPT_SUBJECT = 'Recibo de tu depósito en garantía · Presentación Ciudad Deporte Motor ZMG';
const REFUND_SUBJECT = 'Reembolso de tu depósito en garantía · Ciudad Deporte Motor ZMG';

// Fisher–Yates on a copy: the delivery order of webhook events is not guaranteed.
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

describe('payments through the Stripe SDK (fake Stripe server on loopback)', () => {
  let stripe: FakeStripe;
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;

  const booking = (overrides: Record<string, unknown> = {}) => ({
    bookingId: randomUUID(),
    name: 'Rodrigo Paredes',
    email: `rodrigo.${randomBytes(3).toString('hex')}@example.mx`,
    phone: '33 4455 6677',
    investmentRange: '5-10',
    productsOfInterest: ['boxes-premium', 'membresias'],
    additionalInfo: 'Me interesa el módulo A',
    acceptTerms: true,
    amount: 10000,
    ...overrides,
  });

  const paymentOf = async (bookingId: string) =>
    (await testApp.db.query('SELECT * FROM payments WHERE subject_id = $1', [bookingId]))[0] as Record<string, unknown> | undefined;
  const bookingRow = async (bookingId: string) =>
    (await testApp.db.query('SELECT * FROM presentation_bookings WHERE id = $1', [bookingId]))[0] as Record<string, unknown> | undefined;

  const sendWebhook = (payload: string, signature?: string) =>
    fetch(`${testApp.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });

  async function openBooking(overrides: Record<string, unknown> = {}) {
    const body = booking(overrides);
    const response = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body);
    expect(response.status).toBe(201);
    const payment = await paymentOf(body.bookingId);
    return { body, clientSecret: response.json.clientSecret as string, intentId: payment?.provider_intent_id as string };
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
      STRIPE_SECRET_KEY: 'sk_test_fake_0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_0123456789',
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

  it('tells the browser the provider and the publishable key, never a secret', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/payments/config`);
    expect(await response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake_0123456789' });
  });

  it('answers 404 to the simulated card confirmation when Stripe is the provider (always so in production)', async () => {
    const booking = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', {
      bookingId: randomUUID(),
      name: 'Pago Gratis',
      email: 'pago.gratis@example.mx',
      phone: '3398765432',
      investmentRange: '10-20',
      productsOfInterest: ['boxes-premium'],
      acceptTerms: true,
    });
    expect(booking.status).toBe(201);
    const response = await postJson(testApp.baseUrl, '/api/payments/simulated/confirm', {
      clientSecret: booking.json.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ code: 'not_found', message: 'El modo de prueba de pagos no está activo.' });
  });

  it('charges the live setting in MXN centavos whatever amount the browser sends, and stores booking and intent together', async () => {
    const { body, clientSecret, intentId } = await openBooking({ amount: 1 });
    const intent = stripe.intents.get(intentId);
    expect(intent).toMatchObject({ amount: 10_000_00, currency: 'mxn', client_secret: clientSecret });
    expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'pending_payment', amount_centavos: '1000000', name: 'Rodrigo Paredes' });
    expect(await paymentOf(body.bookingId)).toMatchObject({ status: 'requires_payment', provider: 'stripe', amount_centavos: '1000000' });
  });

  it('gives 20 concurrent intent requests for one booking one intent', async () => {
    const body = booking();
    const before = stripe.created.intents;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.json.clientSecret)).size).toBe(1);
    expect(stripe.created.intents - before).toBe(1);
    const [{ count }] = await testApp.db.query('SELECT count(*)::int AS count FROM payments WHERE subject_id = $1', [body.bookingId]);
    expect(count).toBe(1);
  });

  it('refuses bad input with a Spanish message per field and stores nothing', async () => {
    const body = booking({ email: 'no-es-email', acceptTerms: false, productsOfInterest: [], investmentRange: '100+' });
    const response = await postJson(testApp.baseUrl, '/api/create-schedule-payment-intent', body);
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Por favor ingresa un email válido' },
        { field: 'acceptTerms', message: 'Debes aceptar los términos y condiciones para continuar' },
        { field: 'productsOfInterest', message: 'Selecciona al menos un producto de interés' },
        { field: 'investmentRange', message: 'Selecciona tu rango de inversión' },
      ]),
    );
    expect(await bookingRow(body.bookingId)).toBeUndefined();
  });

  it('rejects missing, wrong and stale signatures with 400 and changes nothing', async () => {
    const { body, intentId } = await openBooking();
    stripe.setIntentStatus(intentId, 'succeeded');
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('intent missing');
    const events = await testApp.db.query('SELECT count(*)::int AS count FROM processed_payment_events');

    const good = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    const wrong = stripe.signedEvent('payment_intent.succeeded', intent, 'whsec_somebody_else');
    const stale = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    for (const [payload, signature] of [
      [good.payload, undefined],
      [wrong.payload, wrong.signature],
      [stale.payload, stale.signature],
      [good.payload.replace('payment_intent.succeeded', 'payment_intent.canceled'), good.signature],
    ] as const) {
      const response = await sendWebhook(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'invalid_signature', message: 'Firma del evento no válida.' });
    }
    expect(await testApp.db.query('SELECT count(*)::int AS count FROM processed_payment_events')).toEqual(events);
    expect(await paymentOf(body.bookingId)).toMatchObject({ status: 'requires_payment' });
    expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'pending_payment' });
  });

  it('applies the same event delivered 5 times, shuffled among others, once; a late processing never undoes succeeded', async () => {
    const { body, intentId } = await openBooking();
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('intent missing');
    stripe.setIntentStatus(intentId, 'succeeded');
    const succeeded = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    const processing = stripe.signedEvent('payment_intent.processing', { ...intent, status: 'processing' }, WEBHOOK_SECRET);
    const charge = stripe.signedEvent('charge.succeeded', intent, WEBHOOK_SECRET);
    const deliveries = shuffled([...Array(5).fill(succeeded), processing, charge]);

    for (const delivery of deliveries) {
      const response = await sendWebhook(delivery.payload, delivery.signature);
      expect(response.status).toBe(200);
    }

    const payment = await paymentOf(body.bookingId);
    expect(payment).toMatchObject({ status: 'succeeded' });
    const changes = await testApp.db.query("SELECT * FROM audit_log WHERE entity_type = 'payment' AND entity_id = $1 AND action = 'payment.updated'", [
      payment?.id,
    ]);
    expect(changes).toHaveLength(1);
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'paid' }));

    // The provider now (wrongly or late) reports processing: the payment stays succeeded.
    stripe.setIntentStatus(intentId, 'processing');
    const late = stripe.signedEvent('payment_intent.processing', intent, WEBHOOK_SECRET);
    expect((await sendWebhook(late.payload, late.signature)).status).toBe(200);
    expect(await paymentOf(body.bookingId)).toMatchObject({ status: 'succeeded' });
    stripe.setIntentStatus(intentId, 'succeeded');

    const receipts = await eventually(() => {
      const emails = smtp.to(body.email);
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(receipts[0].subject).toBe(RECEIPT_SUBJECT);
    expect(receipts[0].text).toContain('$10,000 MXN');
    expect(receipts[0].text).toContain('100% reembolsable');
    await eventually(() => expect(smtp.to('ventas@cdm.test').filter((email) => email.text.includes(body.email))).toHaveLength(1));
  });

  it('turns 10 concurrent refund clicks into one refund and emails the payer once', async () => {
    const { body, intentId } = await openBooking();
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('intent missing');
    stripe.setIntentStatus(intentId, 'succeeded');
    const event = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await sendWebhook(event.payload, event.signature)).status).toBe(200);
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'paid' }));

    const before = stripe.created.refunds;
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/admin/presentation-bookings/${body.bookingId}/refund`)),
    );
    expect(clicks.map((click) => click.status)).toEqual(Array(10).fill(200));
    expect(stripe.created.refunds - before).toBe(1);
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'refunded', refund_status: 'succeeded' }));
    expect(await paymentOf(body.bookingId)).toMatchObject({ refund_status: 'succeeded', refund_attempts: 1 });

    await eventually(() => expect(smtp.to(body.email).map((email) => email.subject)).toContain(REFUND_SUBJECT));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(body.email).filter((email) => email.subject === REFUND_SUBJECT)).toHaveLength(1);
  });

  it('stores a pending refund and settles it when the provider says so', async () => {
    const { body, intentId } = await openBooking();
    stripe.setIntentStatus(intentId, 'succeeded');
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('intent missing');
    const paid = stripe.signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    await sendWebhook(paid.payload, paid.signature);
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'paid' }));

    stripe.refundStatus = 'pending';
    try {
      const click = await admin.post(`/api/admin/presentation-bookings/${body.bookingId}/refund`);
      expect(click.json).toMatchObject({ status: 'paid', refundStatus: 'pending' });
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    const refundId = (await paymentOf(body.bookingId))?.provider_refund_id as string;
    stripe.setRefundStatus(refundId, 'succeeded');
    const refund = stripe.refunds.get(refundId);
    if (!refund) throw new Error('refund missing');
    const updated = stripe.signedEvent('refund.updated', refund, WEBHOOK_SECRET);
    expect((await sendWebhook(updated.payload, updated.signature)).status).toBe(200);
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'refunded', refund_status: 'succeeded' }));
  });

  it('refuses refunds to advisors and of unpaid bookings', async () => {
    const advisorEmail = `asesor.pagos.${randomBytes(3).toString('hex')}@cdm.test`;
    await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Pablo Asesor', role: 'advisor', password: 'Asesor-Pagos-2026' });
    const advisor = new HttpSession(testApp.baseUrl);
    expect((await advisor.post('/api/admin/session', { email: advisorEmail, password: 'Asesor-Pagos-2026' })).status).toBe(200);

    const { body } = await openBooking();
    expect((await advisor.post(`/api/admin/presentation-bookings/${body.bookingId}/refund`)).status).toBe(403);
    const unpaid = await admin.post(`/api/admin/presentation-bookings/${body.bookingId}/refund`);
    expect(unpaid.status).toBe(409);
    expect(unpaid.json.message).toBe('Solo se puede reembolsar el depósito de una reservación pagada.');
    expect((await advisor.get('/api/admin/presentation-bookings')).status).toBe(200);
    expect((await fetch(`${testApp.baseUrl}/api/admin/presentation-bookings`)).status).toBe(401);
  });

  it('repairs a missed webhook by reconciliation after 30 minutes', async () => {
    const { body, intentId } = await openBooking();
    stripe.setIntentStatus(intentId, 'succeeded');
    const commands = testApp.app.get(CommandBus);

    // Too early: a payment younger than 30 minutes is left to its webhook.
    await commands.execute(new ReconcilePaymentsCommand());
    expect(await paymentOf(body.bookingId)).toMatchObject({ status: 'requires_payment' });

    testApp.clock.advance(31 * 60_000);
    try {
      const result = await commands.execute(new ReconcilePaymentsCommand());
      expect(result).toMatchObject({ skipped: false });
    } finally {
      testApp.clock.advance(-31 * 60_000);
    }
    expect(await paymentOf(body.bookingId)).toMatchObject({ status: 'succeeded' });
    await eventually(async () => expect(await bookingRow(body.bookingId)).toMatchObject({ status: 'paid' }));
    await eventually(() => expect(smtp.to(body.email).map((email) => email.subject)).toEqual([RECEIPT_SUBJECT]));
  });

  it('answers the booking confirmation from the provider, not from the browser', async () => {
    const { body: opened, intentId } = await openBooking();
    const { amount: _amount, ...body } = opened;
    const unpaid = await postJson(testApp.baseUrl, '/api/schedule-presentation', body);
    expect(unpaid.json).toMatchObject({ ok: false, status: 'pending_payment' });

    // The card went through but the webhook has not arrived yet: the server asks Stripe.
    stripe.setIntentStatus(intentId, 'succeeded');
    const paid = await postJson(testApp.baseUrl, '/api/schedule-presentation', body);
    expect(paid.json).toMatchObject({ ok: true, status: 'paid', schedulingUrl: '/agendar' });
    const status = await fetch(`${testApp.baseUrl}/api/presentation-bookings/${body.bookingId}/status`);
    expect(await status.json()).toEqual({ bookingId: body.bookingId, status: 'paid', paymentStatus: 'succeeded' });
  });
});
