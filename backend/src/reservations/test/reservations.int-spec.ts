import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { HttpSession } from '../../../test-support/http-session';
import { inventoryDisagreements, signedInInvestor, TestInvestor } from '../../../test-support/investors';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { ExpireOverdueReservationsCommand } from '../commands/expire-overdue-reservations.command';
import { specClientPlan } from '../../platform/test/spec-calls';
import { mexicoCityDate } from '../plan';

const ADMIN = { email: 'reservas.admin@cdm.test', password: 'Admin-Reservas-2026!' };

describe('units, holds, deposits and staff actions', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;
  const usedUnits = new Set<string>();

  const planFor = (unitCode: string, overrides: Record<string, unknown> = {}) => ({
    unitCode,
    downPaymentPercent: 40,
    finalPaymentPercent: 40,
    termMonths: 36,
    paymentDay: 15,
    downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityDate(new Date())),
    ...overrides,
  });

  // Each test takes units nobody else used, so tests do not depend on each other's leftovers.
  // This file owns modules A and B; the concurrency and expiry files own C–D and E–F.
  const freshUnit = (parity: 'P' | 'M' = 'P') => {
    for (const module of ['A', 'B']) {
      for (let pair = 1; pair <= 5; pair += 1) {
        const code = `${module}${pair}${parity}`;
        if (!usedUnits.has(code)) {
          usedUnits.add(code);
          return code;
        }
      }
    }
    throw new Error('No unused units left');
  };

  const unitStatus = async (unitCode: string) =>
    ((await testApp.db.query('SELECT status FROM units WHERE unit_code = $1', [unitCode])) as Array<{ status: string }>)[0]?.status;
  const reservationRow = async (id: string) =>
    ((await testApp.db.query('SELECT * FROM unit_reservations WHERE id = $1', [id])) as Array<Record<string, unknown>>)[0];

  async function payByCard(investor: TestInvestor, reservationId: string, card = '4242 4242 4242 4242') {
    const intent = await investor.session.post(`/api/unit-reservations/${reservationId}/create-payment-intent`);
    expect(intent.status).toBe(201);
    const confirmed = await postJson(testApp.baseUrl, '/api/payments/simulated/confirm', {
      clientSecret: intent.json.clientSecret,
      cardNumber: card,
      expiry: '12/30',
      cvc: '123',
    });
    return { intent, confirmed };
  }

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  // The invariant is checked after every test, whatever the test did.
  afterEach(async () => {
    // eslint-disable-next-line jest/no-standalone-expect
    expect(await inventoryDisagreements(testApp)).toEqual([]);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('lists the 60 seeded units and the active product types with an ETag', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/units`);
    const units = (await response.json()) as Array<{ unitCode: string; currentPriceCentavos: number; areaM2: number; productType: string }>;
    expect(units).toHaveLength(60);
    expect(units.find((unit) => unit.unitCode === 'A1P')).toMatchObject({ productType: 'box-premium-panamericana', currentPriceCentavos: 10_000_000_00, areaM2: 60 });
    expect(units.find((unit) => unit.unitCode === 'F5M')).toMatchObject({ productType: 'box-premium-monza', currentPriceCentavos: 6_000_000_00 });
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    const again = await fetch(`${testApp.baseUrl}/api/units`, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);

    const types = (await (await fetch(`${testApp.baseUrl}/api/product-types/active`)).json()) as Array<{ code: string; totalUnits: number }>;
    expect(types.map((type) => type.code)).toEqual([
      'box-premium-panamericana',
      'box-premium-monza',
      'box-karts',
      'box-drift',
      'lote-residencial',
      'membresia-vitalicia',
    ]);
    expect(types.find((type) => type.code === 'box-karts')).toMatchObject({ totalUnits: 30, availableUnits: 24 });
  });

  it('blocks a unit by bank transfer for 8 hours with a reference, and refuses it to the next investor as not available', async () => {
    const unitCode = freshUnit();
    const first = await signedInInvestor(testApp, 'Carla Méndez');
    const second = await signedInInvestor(testApp);
    const reference = `CDM-${Date.now().toString(36).toUpperCase()}-AB12CD`;
    const blocked = await first.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: planFor(unitCode), referenceNumber: reference });
    expect(blocked.status).toBe(201);
    expect(blocked.json).toMatchObject({ success: true, status: 'blocked', referenceNumber: reference, reservationId: expect.any(String) });
    const hours = (new Date(blocked.json.expiresAt as string).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect(await unitStatus(unitCode)).toBe('blocked');
    const row = await reservationRow(blocked.json.reservationId as string);
    expect(row).toMatchObject({ status: 'blocked', deposit_method: 'bank_transfer', total_amount_centavos: '850000000' });

    const refused = await second.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: planFor(unitCode) });
    expect(refused.status).toBe(409);
    // decisions.md #30: 'ya está bloqueada. Revisa tu email…' is meant for the holder; the next investor reads this.
    expect(refused.json).toEqual({ code: 'unit_unavailable', message: `La unidad ${unitCode} no está disponible. Por favor selecciona otra unidad.` });

    const [email] = await eventually(() => {
      const emails = smtp.to(first.email);
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(email.subject).toBe(`Unidad ${unitCode} bloqueada · Instrucciones de pago`);
    expect(email.text).toContain(reference);
    expect(email.text).toContain('$100,000.00 MXN');
  });

  it('tells the holder who blocks again that the unit is already blocked for them, and everybody else that it is not available', async () => {
    const unitCode = freshUnit('M');
    const holder = await signedInInvestor(testApp, 'Lucía Cárdenas');
    const other = await signedInInvestor(testApp);
    const reference = `CDM-${Date.now().toString(36)}-q7w8e9`;
    const first = await holder.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: planFor(unitCode), referenceNumber: reference });
    expect(first.status).toBe(201);
    // Put in its one canonical form (upper case), the form a statement line is matched on.
    expect(first.json).toMatchObject({ status: 'blocked', message: 'Unidad bloqueada', referenceNumber: reference.toUpperCase() });

    const again = await holder.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: planFor(unitCode), referenceNumber: reference });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({
      reservationId: first.json.reservationId,
      status: 'blocked',
      message: `La unidad ${unitCode} ya está bloqueada. Revisa tu email para las instrucciones de pago.`,
    });

    const notAvailable = { code: 'unit_unavailable', message: `La unidad ${unitCode} no está disponible. Por favor selecciona otra unidad.` };
    for (const path of ['/api/units/block-temporary', '/api/unit-reservations']) {
      const refused = await other.session.post(path, { unitCode, paymentPlan: planFor(unitCode) });
      expect({ path, status: refused.status, json: refused.json }).toEqual({ path, status: 409, json: notAvailable });
    }
    const reserve = await other.session.post('/api/units/reserve', { unitCode });
    expect({ status: reserve.status, json: reserve.json }).toEqual({ status: 409, json: notAvailable });
    const [{ holds }] = await testApp.db.query("SELECT count(*)::int AS holds FROM unit_reservations WHERE unit_code = $1 AND status = 'blocked'", [unitCode]);
    expect(holds).toBe(1);
  });

  it("recomputes the amounts of the spec's plan fields and refuses a plan that does not add up", async () => {
    const investor = await signedInInvestor(testApp);
    const unitCode = freshUnit();
    const date = defaultDownPaymentDate(mexicoCityDate(new Date()));
    // A Panamericana box lists at 10,000,000 MXN; the spec's client computes its figures in floating point.
    const specPlan = specClientPlan(unitCode, 'box-premium-panamericana', 10_000_000, date);

    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['a total 1,000 pesos short', { ...specPlan, totalAmount: specPlan.totalAmount - 1_000 }, 'El precio total enviado ($8,499,000.00) no corresponde al plan: son $8,500,000.00'],
      ['a down payment 5 centavos short', { ...specPlan, downPaymentAmount: specPlan.downPaymentAmount - 0.05 }, 'El enganche enviado'],
      ['a monthly payment 50 centavos short', { ...specPlan, monthlyPaymentAmount: specPlan.monthlyPaymentAmount - 0.5 }, 'La mensualidad enviada ('],
      ['a total payment 100 pesos short', { ...specPlan, totalPayment: specPlan.totalPayment - 100 }, 'El pago total enviado'],
      ['a smaller deposit', { ...specPlan, reservationAmount: 20_000 }, 'El depósito de reservación enviado ($20,000.00) no corresponde al plan: son $100,000.00'],
      ['a monthly share that is not the remainder', { ...specPlan, monthlyPaymentPercent: 30 }, 'La parte en mensualidades debe ser 20%'],
      ['another product type', { ...specPlan, productType: 'box-karts' }, 'El tipo de producto no corresponde a la unidad elegida'],
      ['a down payment said to be paid', { ...specPlan, downPaymentPaid: true }, 'El enganche no puede marcarse como pagado al apartar una unidad'],
    ];
    for (const [name, plan, message] of refusals) {
      const blocked = await investor.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: plan });
      expect({ name, status: blocked.status, code: blocked.json.code, startsRight: String(blocked.json.message).startsWith(message) }).toEqual({
        name,
        status: 400,
        code: 'invalid_plan',
        startsRight: true,
      });
    }
    const flat = await investor.session.post('/api/unit-reservations', { ...specPlan, downPaymentAmount: specPlan.downPaymentAmount * 0.5, unitCode, unitId: 0 });
    expect({ status: flat.status, code: flat.json.code }).toEqual({ status: 400, code: 'invalid_plan' });
    const quotation = await investor.session.post('/api/send-quotation-email', { email: investor.email, paymentDetails: { ...specPlan, totalAmount: 1 } });
    expect({ status: quotation.status, code: quotation.json.code }).toEqual({ status: 400, code: 'invalid_plan' });
    expect(await unitStatus(unitCode)).toBe('available');

    // The same figures as the spec's client computes them are accepted, and the stored plan is ours.
    const accepted = await investor.session.post('/api/unit-reservations', { ...specPlan, unitCode, unitId: 0 });
    expect(accepted.status).toBe(201);
    const row = await reservationRow((accepted.json.reservation as { id: string }).id);
    expect(row).toMatchObject({ status: 'pending', total_amount_centavos: '850000000' });
    expect((row.plan as { monthlyPaymentCentavos: number }).monthlyPaymentCentavos).toBe(Math.ceil(specPlan.monthlyPaymentAmount * 100 - 1e-6));
  });

  it('refuses a plan outside the rules, an unknown unit and a third unpaid block', async () => {
    const investor = await signedInInvestor(testApp);
    const unitCode = freshUnit();
    const badPlan = await investor.session.post('/api/unit-reservations', {
      unitCode,
      paymentPlan: planFor(unitCode, { downPaymentPercent: 60, finalPaymentPercent: 40, downPaymentScheduledDate: '2020-01-01' }),
    });
    expect(badPlan.status).toBe(400);
    expect(badPlan.json.message).toBe('El enganche y el pago final juntos no pueden pasar de 90%. La fecha del enganche no puede ser anterior a hoy');
    const validation = await investor.session.post('/api/unit-reservations', { unitCode, paymentPlan: planFor(unitCode, { termMonths: 30 }) });
    expect(validation.json.errors).toEqual([{ field: 'paymentPlan.termMonths', message: 'Elige un plazo de 12, 18, 24, 36 o 48 meses' }]);
    expect(await unitStatus(unitCode)).toBe('available');

    const [one, two, three] = [freshUnit(), freshUnit(), freshUnit()];
    expect((await investor.session.post('/api/units/block-temporary', { unitCode: one, paymentPlan: planFor(one) })).status).toBe(201);
    expect((await investor.session.post('/api/units/block-temporary', { unitCode: two, paymentPlan: planFor(two) })).status).toBe(201);
    const third = await investor.session.post('/api/units/block-temporary', { unitCode: three, paymentPlan: planFor(three) });
    expect(third.status).toBe(409);
    expect(third.json.code).toBe('too_many_blocks');
    expect(await unitStatus(three)).toBe('available');
    expect((await fetch(`${testApp.baseUrl}/api/unit-reservations/my-reservations`)).status).toBe(401);
  });

  it('reserves by card: hold, deposit, active with the unit reserved, and shows it in my reservations', async () => {
    const investor = await signedInInvestor(testApp, 'Diego Salas');
    const unitCode = freshUnit('M');
    const created = await investor.session.post('/api/unit-reservations', { unitCode, paymentPlan: planFor(unitCode) });
    expect(created.status).toBe(201);
    const reservationId = created.json.reservation && (created.json.reservation as { id: string }).id;
    expect(await unitStatus(unitCode)).toBe('blocked');

    const declined = await payByCard(investor, reservationId as string, '4000 0000 0000 0002');
    expect(declined.confirmed.json.code).toBe('card_declined');
    expect(await unitStatus(unitCode)).toBe('blocked');

    const { intent, confirmed } = await payByCard(investor, reservationId as string);
    expect(intent.json.amountCentavos).toBe(100_000_00);
    expect(confirmed.json).toEqual({ status: 'succeeded' });
    const confirmation = await investor.session.post(`/api/unit-reservations/${reservationId}/confirm-payment`, {});
    expect(confirmation.json).toEqual({ status: 'active', reservationDepositPaid: true });
    expect(await unitStatus(unitCode)).toBe('reserved');

    const mine = await investor.session.get('/api/unit-reservations/my-reservations');
    expect(mine.json).toEqual([
      expect.objectContaining({
        id: reservationId,
        unitCode,
        status: 'active',
        reservationDepositPaid: true,
        // 40 % down: 15 % off the list price.
        basePriceCentavos: 6_000_000_00,
        discountPercent: 15,
        totalAmountCentavos: 5_100_000_00,
        downPaymentPercent: 40,
        termMonths: 36,
      }),
    ]);
    await eventually(() => expect(smtp.to(investor.email).map((email) => email.subject)).toContain(`¡Pago exitoso! Unidad ${unitCode} reservada`));

    // Another investor sees it taken.
    const other = await signedInInvestor(testApp);
    const taken = await other.session.post('/api/unit-reservations', { unitCode, paymentPlan: planFor(unitCode) });
    expect(taken.json).toEqual({ code: 'unit_unavailable', message: `La unidad ${unitCode} no está disponible. Por favor selecciona otra unidad.` });
  });

  it('turns the card hold into an 8-hour block from the cancel screen, and releases it when the investor leaves', async () => {
    const investor = await signedInInvestor(testApp);
    const unitCode = freshUnit();
    const created = await investor.session.post('/api/unit-reservations', { unitCode, paymentPlan: planFor(unitCode) });
    const reservationId = (created.json.reservation as { id: string }).id;
    const blocked = await investor.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: planFor(unitCode) });
    expect(blocked.json).toMatchObject({ reservationId, status: 'blocked' });
    expect((await reservationRow(reservationId)).status).toBe('blocked');

    const left = await investor.session.post(`/api/unit-reservations/${reservationId}/cancel`, {});
    expect(left.status).toBe(200);
    expect(await unitStatus(unitCode)).toBe('available');
    expect((await reservationRow(reservationId)).status).toBe('cancelled');
    const stranger = await signedInInvestor(testApp);
    expect((await stranger.session.post(`/api/unit-reservations/${reservationId}/cancel`, {})).status).toBe(404);
  });

  it('lets staff confirm a transfer, convert the sale and see it; advisors may not refund', async () => {
    const investor = await signedInInvestor(testApp, 'Elena Ruiz');
    const unitCode = freshUnit();
    const blocked = await investor.session.post('/api/units/block-temporary', {
      unitCode,
      paymentPlan: planFor(unitCode),
      referenceNumber: `CDM-${Date.now().toString(36).toUpperCase()}-ZZ99ZZ`,
    });
    const reservationId = blocked.json.reservationId as string;

    const confirmed = await admin.post('/api/admin/confirm-deposit', { reservationId, paymentConfirmation: `admin-${Date.now()}` });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'active', reservationDepositPaid: true, user: { name: 'Elena Ruiz', email: investor.email } });
    expect(await unitStatus(unitCode)).toBe('reserved');
    const holdDays = (new Date(confirmed.json.expiresAt as string).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(holdDays)).toBe(10);

    const converted = await admin.post(`/api/admin/unit-reservations/${reservationId}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' });
    expect(converted.json).toMatchObject({ status: 'converted' });
    expect(await unitStatus(unitCode)).toBe('sold');
    const again = await admin.post(`/api/admin/unit-reservations/${reservationId}/convert`);
    expect(again.json).toMatchObject({ status: 'converted' });

    const list = await admin.get('/api/admin/unit-reservations?filter=active');
    expect((list.json.items as Array<{ id: string }>).map((item) => item.id)).toContain(reservationId);
    const stats = await admin.get('/api/admin/inventory-stats');
    expect(stats.json).toMatchObject({ totalUnits: 60 });
    expect(stats.json.sold).toBeGreaterThanOrEqual(1);
    const audit = await testApp.db.query("SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at", [reservationId]);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'unit_reservation.blocked',
      'unit_reservation.deposit_confirmed',
      'unit_reservation.converted',
    ]);
  });

  it('refunds a card deposit for an admin and frees the unit', async () => {
    const investor = await signedInInvestor(testApp);
    const unitCode = freshUnit('M');
    const created = await investor.session.post('/api/unit-reservations', { unitCode, paymentPlan: planFor(unitCode) });
    const reservationId = (created.json.reservation as { id: string }).id;
    await payByCard(investor, reservationId);
    await investor.session.post(`/api/unit-reservations/${reservationId}/confirm-payment`, {});

    const refunded = await admin.post(`/api/admin/unit-reservations/${reservationId}/refund`);
    expect(refunded.json).toMatchObject({ status: 'cancelled', refundStatus: 'succeeded' });
    expect(await unitStatus(unitCode)).toBe('available');
  });

  it('re-claims a still-free unit when the deposit succeeds after the hold expired, and refunds when it was taken', async () => {
    const commands = testApp.app.get(CommandBus);
    const late = await signedInInvestor(testApp, 'Tardío Uno');
    const unitFree = freshUnit();
    const first = await late.session.post('/api/unit-reservations', { unitCode: unitFree, paymentPlan: planFor(unitFree) });
    const firstId = (first.json.reservation as { id: string }).id;
    const firstIntent = await late.session.post(`/api/unit-reservations/${firstId}/create-payment-intent`);

    const unlucky = await signedInInvestor(testApp, 'Tardío Dos');
    const unitTaken = freshUnit();
    const second = await unlucky.session.post('/api/unit-reservations', { unitCode: unitTaken, paymentPlan: planFor(unitTaken) });
    const secondId = (second.json.reservation as { id: string }).id;
    const secondIntent = await unlucky.session.post(`/api/unit-reservations/${secondId}/create-payment-intent`);

    testApp.clock.advance(31 * 60_000);
    try {
      await commands.execute(new ExpireOverdueReservationsCommand());
    } finally {
      testApp.clock.advance(-31 * 60_000);
    }
    expect(await unitStatus(unitFree)).toBe('available');
    expect(await unitStatus(unitTaken)).toBe('available');
    const thief = await signedInInvestor(testApp);
    expect((await thief.session.post('/api/units/block-temporary', { unitCode: unitTaken, paymentPlan: planFor(unitTaken) })).status).toBe(201);

    const pay = (clientSecret: unknown) =>
      postJson(testApp.baseUrl, '/api/payments/simulated/confirm', { clientSecret, cardNumber: '4242424242424242', expiry: '01/31', cvc: '999' });
    expect((await pay(firstIntent.json.clientSecret)).json).toEqual({ status: 'succeeded' });
    expect((await pay(secondIntent.json.clientSecret)).json).toEqual({ status: 'succeeded' });

    await eventually(async () => expect((await reservationRow(firstId)).status).toBe('active'));
    expect(await unitStatus(unitFree)).toBe('reserved');
    await eventually(async () => expect(await reservationRow(secondId)).toMatchObject({ status: 'expired', refund_status: 'succeeded' }));
    expect(await unitStatus(unitTaken)).toBe('blocked');
    await eventually(() => expect(smtp.to(unlucky.email).map((email) => email.subject)).toContain(`Reembolso de tu depósito · Unidad ${unitTaken}`));
  });

  it('emails a quotation to the account address and reminders to investors with unpaid blocks', async () => {
    const investor = await signedInInvestor(testApp, 'Fernanda Quiroz');
    const quotation = await investor.session.post('/api/send-quotation-email', { paymentPlan: planFor('A1P') });
    expect(quotation.json).toEqual({ sent: true });
    const [email] = await eventually(() => {
      const emails = smtp.to(investor.email).filter((candidate) => candidate.subject.startsWith('Cotización'));
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(email.text).toContain('Mensualidades (20%): 36 × $53,271.83 MXN');
    expect(email.text).toContain('Total a pagar: $9,533,785.88 MXN');
    expect(email.attachments).toEqual([expect.objectContaining({ filename: 'cotizacion-A1P.pdf', contentType: 'application/pdf' })]);
    expect(Buffer.from(email.attachments[0].content).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const unitCode = freshUnit('M');
    const blocked = await investor.session.post('/api/units/block-temporary', { unitCode, paymentPlan: planFor(unitCode) });
    const reminders = await admin.post('/api/admin/unit-reservations/send-reminders', { reservationIds: [blocked.json.reservationId] });
    expect(reminders.json).toEqual({ sent: 1 });
    await eventually(() => expect(smtp.to(investor.email).map((candidate) => candidate.subject)).toContain(`Recordatorio: paga el depósito de la unidad ${unitCode}`));
    const none = await admin.post('/api/admin/unit-reservations/send-reminders', { reservationIds: [] });
    expect(none.json.errors).toEqual([{ field: 'reservationIds', message: 'Selecciona al menos una reservación' }]);
  });

  it("emails the quotation with its PDF to an investor named in Latin Extended and Vietnamese (decisions.md #31)", async () => {
    const investor = await signedInInvestor(testApp, 'Łukasz Nguyễn');
    const quotation = await investor.session.post('/api/send-quotation-email', { paymentPlan: planFor('A1P', { termMonths: 48 }) });
    expect(quotation.json).toEqual({ sent: true });
    const [email] = await eventually(() => {
      const emails = smtp.to(investor.email).filter((candidate) => candidate.subject.startsWith('Cotización'));
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(email.text).toContain('Hola Łukasz:');
    expect(email.html).not.toMatch(/&lt;\/?(p|strong)/);
    const pages = pdfPagesText(Buffer.from(email.attachments[0].content));
    expect(pages[0]).toContain('Preparada para Łukasz Nguyễn');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages.slice(pages.findIndex((text) => text.includes('Calendario de pagos')))) {
      expect(page).toMatch(/Fecha\s+Concepto\s+Monto \(MXN\)/);
    }
  });

  it('lets an admin edit a product price (audited) and refuses bad input and advisors', async () => {
    const types = (await admin.get('/api/admin/product-types')).json as unknown as Array<{ id: string; code: string }>;
    const karts = types.find((type) => type.code === 'box-karts');
    const updated = await admin.patch(`/api/admin/product-types/${karts?.id}/price`, { price: 2_600_000 });
    expect(updated.json).toMatchObject({ code: 'box-karts', basePriceCentavos: 2_600_000_00 });
    const bad = await admin.patch(`/api/admin/product-types/${karts?.id}/area`, { area: 12.5 });
    expect(bad.json.errors).toEqual([{ field: 'area', message: 'El área debe ser un número entero de m²' }]);

    const advisorEmail = `asesor.inv.${randomBytes(3).toString('hex')}@cdm.test`;
    await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Ana Asesora', role: 'advisor', password: 'Asesora-Inventario-1' });
    const advisor = new HttpSession(testApp.baseUrl);
    await advisor.post('/api/admin/session', { email: advisorEmail, password: 'Asesora-Inventario-1' });
    expect((await advisor.patch(`/api/admin/product-types/${karts?.id}/status`, { isActive: false })).status).toBe(403);
    expect((await advisor.get('/api/admin/inventory-stats')).status).toBe(200);
  });
});
