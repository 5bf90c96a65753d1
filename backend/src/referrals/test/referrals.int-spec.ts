import { randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { HttpSession } from '../../../test-support/http-session';
import { openSessionFor, signedInInvestor } from '../../../test-support/investors';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { CreditSaleReferralCommand } from '../commands/credit-sale-referral.command';

const ADMIN = { email: 'referidos.admin@cdm.test', password: 'Admin-Referidos-2026!' };

describe('referrals: activation from a paid reservation, credits on referred sales, reversal, adjustments', () => {
  let testApp: TestApp;
  let admin: HttpSession;
  // This file owns these units (other test files run at the same time on the same database).
  const units = ['E1P', 'E1M', 'F2P', 'F2M', 'F3P', 'F3M'];
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const plan = (unitCode: string, downPaymentPercent = 40) => ({
    unitCode,
    downPaymentPercent,
    finalPaymentPercent: 40,
    termMonths: 24,
    paymentDay: 10,
    downPaymentScheduledDate: defaultDownPaymentDate(today()),
  });
  const validate = (code: string) => postJson(testApp.baseUrl, '/api/validate-referral-code', { code });

  /** A bank-transfer block confirmed by staff and converted: a sale. */
  async function sale(session: HttpSession, downPaymentPercent: number) {
    const unitCode = units.shift() as string;
    const blocked = await session.post('/api/units/block-temporary', {
      unitCode,
      paymentPlan: plan(unitCode, downPaymentPercent),
      referenceNumber: `CDM-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`,
    });
    expect(blocked.status).toBe(201);
    const reservationId = blocked.json.reservationId as string;
    await admin.post('/api/admin/confirm-deposit', { reservationId });
    expect((await admin.post(`/api/admin/unit-reservations/${reservationId}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' })).json).toMatchObject({ status: 'converted' });
    return reservationId;
  }

  async function referredBuyer(code: string) {
    const applied = await postJson(testApp.baseUrl, '/api/investor-application', {
      applicationId: randomUUID(),
      name: 'Comprador Referido',
      email: `referido.${randomBytes(3).toString('hex')}@example.mx`,
      phone: '3312345678',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium'],
      referralCode: code,
      acceptTerms: true,
      acceptRisks: true,
    });
    expect(applied.json).toMatchObject({ directAccess: true });
    // The application signs no one in (decisions.md #21): the buyer follows the emailed set-up link.
    const [account] = await testApp.db.query('SELECT id FROM investor_accounts WHERE application_id = $1', [applied.json.applicationId]);
    return openSessionFor(testApp, account.id);
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses a code before its owner has a paid reservation of 100,000 MXN and accepts it after', async () => {
    const referrer = await signedInInvestor(testApp, 'Laura Referente');
    const mine = await referrer.session.post('/api/user-referral-code', { email: 'ignorado@example.mx' });
    const code = mine.json.referralCode as string;
    expect(code).toMatch(/^CDM-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(mine.json.stats).toEqual({
      totalReferrals: 0,
      convertedReferrals: 0,
      accumulatedCreditCentavos: 0,
      isValidated: false,
      reservationAmountCentavos: 0,
      activationThresholdCentavos: 100_000_00,
    });
    expect((await referrer.session.post('/api/user-referral-code', {})).json.referralCode).toBe(code);
    expect((await validate(code)).json).toEqual({ valid: false, error: 'Código de referido inválido', referralData: null });

    const unitCode = units.shift() as string;
    const created = await referrer.session.post('/api/unit-reservations', { unitCode, paymentPlan: plan(unitCode) });
    const reservationId = (created.json.reservation as { id: string }).id;
    const intent = await referrer.session.post(`/api/unit-reservations/${reservationId}/create-payment-intent`);
    await postJson(testApp.baseUrl, '/api/payments/simulated/confirm', { clientSecret: intent.json.clientSecret, cardNumber: '4242424242424242', expiry: '10/30', cvc: '321' });

    await eventually(async () => expect((await validate(code)).json).toEqual({ valid: true, error: null, referralData: { ownerName: 'Laura Referente' } }));
    expect((await referrer.session.post('/api/user-referral-code', {})).json.stats).toMatchObject({ isValidated: true, reservationAmountCentavos: 100_000_00 });
  });

  it('credits 250,000 MXN to both parties only for a sale with at least 20 % down, once, and a reversal restores the balance', async () => {
    const referrer = await signedInInvestor(testApp, 'Mario Referente');
    const code = (await referrer.session.post('/api/user-referral-code', {})).json.referralCode as string;
    await testApp.db.query('UPDATE referral_codes SET is_active = true, activated_at = now(), qualifying_deposit_centavos = 10000000 WHERE code = $1', [code]);

    const small = await referredBuyer(code);
    await sale(small, 15);
    const buyer = await referredBuyer(code);
    const reservationId = await sale(buyer, 20);

    const ledger = await eventually(async () => {
      const response = await admin.get(`/api/admin/referrals/${referrer.id}/ledger`);
      expect(response.json.balanceCentavos).toBe(250_000_00);
      return response;
    });
    expect(ledger.json.entries).toEqual([expect.objectContaining({ kind: 'earned', amountCentavos: 250_000_00, role: 'referrer', saleReservationId: reservationId })]);
    const [{ buyer_total }] = await testApp.db.query(
      "SELECT sum(amount_centavos)::bigint AS buyer_total FROM referral_credit_entries WHERE sale_reservation_id = $1 AND role = 'buyer'",
      [reservationId],
    );
    expect(Number(buyer_total)).toBe(250_000_00);

    // The same conversion arriving five more times at once credits nothing more.
    const [row] = await testApp.db.query('SELECT investor_id, plan FROM unit_reservations WHERE id = $1', [reservationId]);
    const commands = testApp.app.get(CommandBus);
    await Promise.all(Array.from({ length: 5 }, () => commands.execute(new CreditSaleReferralCommand(reservationId, row.investor_id, row.plan))));
    expect((await admin.get(`/api/admin/referrals/${referrer.id}/ledger`)).json.balanceCentavos).toBe(250_000_00);

    const users = await referrer.session.post('/api/referral-users', {});
    expect(users.json).toHaveLength(2);
    expect((users.json as unknown as Array<{ status: string }>).every((user) => user.status === 'referido')).toBe(true);
    expect((await referrer.session.post('/api/user-referral-code', {})).json.stats).toMatchObject({ totalReferrals: 2, accumulatedCreditCentavos: 250_000_00 });

    const reversed = await admin.post('/api/admin/referrals/reversals', { reservationId, reason: 'Venta cancelada por el comprador' });
    expect(reversed.json).toEqual({ reversed: 2 });
    expect((await admin.get(`/api/admin/referrals/${referrer.id}/ledger`)).json.balanceCentavos).toBe(0);
    await expect(testApp.db.query('DELETE FROM referral_credit_entries WHERE sale_reservation_id = $1', [reservationId])).rejects.toThrow('append-only');
  });

  it('lets an admin adjust a balance with a reason, and no one else', async () => {
    const investor = await signedInInvestor(testApp, 'Nora Ajuste');
    const noReason = await admin.post('/api/admin/referrals/adjustments', { investorId: investor.id, amountCentavos: 50_000_00, reason: '' });
    expect(noReason.json.errors).toEqual([{ field: 'reason', message: 'Escribe el motivo del ajuste (al menos 5 caracteres)' }]);
    const adjusted = await admin.post('/api/admin/referrals/adjustments', { investorId: investor.id, amountCentavos: 50_000_00, reason: 'Bono por evento de lanzamiento' });
    expect(adjusted.json).toMatchObject({ balanceCentavos: 50_000_00, entries: [expect.objectContaining({ kind: 'adjustment', createdBy: expect.any(String) })] });
    const audit = await testApp.db.query("SELECT count(*)::int AS count FROM audit_log WHERE action = 'referral_credit.adjusted'");
    expect(audit[0].count).toBeGreaterThanOrEqual(1);

    const advisorEmail = `asesor.ref.${randomBytes(3).toString('hex')}@cdm.test`;
    await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Óscar Asesor', role: 'advisor', password: 'Asesor-Referidos-1' });
    const advisor = new HttpSession(testApp.baseUrl);
    await advisor.post('/api/admin/session', { email: advisorEmail, password: 'Asesor-Referidos-1' });
    expect((await advisor.post('/api/admin/referrals/adjustments', { investorId: investor.id, amountCentavos: 1, reason: 'Intento de asesor' })).status).toBe(403);
  });
});
