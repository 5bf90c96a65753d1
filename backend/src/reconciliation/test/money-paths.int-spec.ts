import { randomBytes } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { defaultDownPaymentDate, mexicoCityIsoDate, referenceNumber } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { newContract, newReservation, reservationState, type HandlerApp } from '../../../test-support/factories';
import { HttpSession, signedInStaff } from '../../../test-support/http-session';
import { signedInInvestor } from '../../../test-support/investors';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';

const ADMIN = { email: 'dinero.admin@cdm.test', password: 'Admin-Dinero-2026!' };
const ADVISOR = { email: 'dinero.asesor@cdm.test', password: 'Asesor-Dinero-2026!' };
const DEPOSIT = 100_000_00;

type Line = { id: string; amountCentavos: number; status: string; matchReason: string; appliedCentavos: number; toReturnCentavos: number; target: { id: string } | null };

/**
 * Issue 27, each case reproduced on the main of before the record of money received: a bank line, a
 * card deposit, an undo, a refund and a contract meeting on one reservation, through HTTP.
 */
describe('every peso once: lines, deposits, undos, refunds and contracts on one reservation', () => {
  let testApp: TestApp;
  let app: HandlerApp;
  let admin: HttpSession;
  let advisor: HttpSession;
  let databaseUrl: string;
  const taken = new Set<string>();

  const newAccount = () => `0121800${randomBytes(5).readUIntBE(0, 5).toString().padStart(11, '0')}`;
  const csvOf = (rows: Array<[concept: string, payer: string, pesos: string]>) =>
    Buffer.from(['Fecha;Concepto;Ordenante;Importe', ...rows.map(([concept, payer, pesos], index) => `${String(1 + index).padStart(2, '0')}/03/2026;${concept};${payer};${pesos}`), ''].join('\r\n'), 'utf8');
  async function upload(rows: Array<[string, string, string]>, account = newAccount()) {
    const mapping = await admin.request('PUT', `/api/admin/reconciliation/accounts/${account}/csv-mapping`, { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto', payerName: 'Ordenante' });
    expect(mapping.status).toBe(200);
    const form = new FormData();
    form.set('accountNumber', account);
    form.set('format', 'csv');
    form.set('file', new Blob([new Uint8Array(csvOf(rows))]), 'estado.csv');
    const response = await admin.postForm('/api/admin/reconciliation/statements', form);
    expect(response.status).toBe(201);
    return response.json as { id: string; matched: number; suggested: number; unmatched: number; totalAppliedCentavos: number; totalToReturnCentavos: number };
  }
  const linesOf = async (statementId: string) => (await admin.get(`/api/admin/reconciliation/statements/${statementId}/lines?pageSize=100`)).json.items as Line[];
  const moneyOf = async (reservationId: string) => (await admin.get(`/api/admin/money/unit_reservation/${reservationId}`)).json as Record<string, number | boolean | unknown[]>;

  /** An unpaid block with a canonical reference of our own drawing. */
  async function block(): Promise<{ id: string; reference: string; investorId: string; unitCode: string }> {
    const reservation = await newReservation(app, taken, { status: 'blocked', depositMethod: 'bank_transfer' });
    const reference = referenceNumber(new Date(Date.now() + taken.size), Array.from(randomBytes(6)));
    await testApp.db.query('UPDATE unit_reservations SET reference_number = $2 WHERE id = $1', [reservation.id, reference]);
    return { ...reservation, reference };
  }

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_money_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl);
    testApp = await startTestApp({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    app = { context: testApp.app, db: testApp.db, clock: testApp.clock, commands: testApp.app.get(CommandBus), queries: testApp.app.get(QueryBus), close: async () => undefined };
    admin = await signedInStaff(testApp.baseUrl, ADMIN);
    const created = await admin.post('/api/admin/staff', { ...ADVISOR, name: 'Asesora de Dinero', role: 'advisor' });
    if (created.status !== 201) throw new Error(`Creating the advisor failed: ${created.text}`);
    advisor = await signedInStaff(testApp.baseUrl, ADVISOR);
  });

  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('books a 1.00 MXN line as 1.00 of the deposit, never as the deposit; confirming with less takes an admin and a reason', async () => {
    const held = await block();
    const statement = await upload([[`APARTADO ${held.reference}`, 'Cliente', '1,00']]);
    expect(statement).toMatchObject({ matched: 0, suggested: 1, totalAppliedCentavos: 0 });
    const [line] = await linesOf(statement.id);
    expect(line).toMatchObject({ status: 'suggested', matchReason: 'reference_other_amount', target: { id: held.id } });

    const applied = await admin.post(`/api/admin/reconciliation/lines/${line.id}/apply`, {});
    expect(applied.json).toMatchObject({ status: 'applied', appliedCentavos: 100, toReturnCentavos: 0 });
    expect(await moneyOf(held.id)).toMatchObject({ owedCentavos: DEPOSIT, appliedCentavos: 100, toReturnCentavos: 0 });

    // Staff may confirm the rest by hand; less than what is still owed is an admin's call, with a reason.
    const short = { reservationId: held.id, amountCentavos: 50_000_00 };
    const byAdvisor = await advisor.post('/api/admin/confirm-deposit', short);
    expect(byAdvisor.status).toBe(400);
    expect(byAdvisor.json.errors).toEqual([{ field: 'amountCentavos', message: 'Ese monto es menor que el depósito pendiente: solo un administrador puede confirmarlo, indicando el motivo.' }]);
    const withoutReason = await admin.post('/api/admin/confirm-deposit', short);
    expect(withoutReason.json.errors).toEqual([{ field: 'reason', message: 'Indica el motivo para confirmar el depósito con un monto menor.' }]);
    expect(await reservationState(app, held.id)).toMatchObject({ status: 'blocked', unitStatus: 'blocked', depositPaid: false });

    const confirmed = await admin.post('/api/admin/confirm-deposit', { ...short, reason: 'Dirección aceptó el resto en especie' });
    expect(confirmed.json).toMatchObject({ status: 'active', money: { receivedCentavos: 50_000_00 + 100, waivedCentavos: DEPOSIT - 50_000_00 - 100 } });
    const [audit] = (await testApp.db.query("SELECT after FROM audit_log WHERE action = 'unit_reservation.deposit_confirmed' AND entity_id = $1", [held.id])) as Array<{ after: Record<string, unknown> }>;
    expect(audit.after).toMatchObject({ receivedCentavos: 50_000_00, waivedCentavos: DEPOSIT - 50_000_00 - 100, reason: 'Dirección aceptó el resto en especie' });
  });

  it('applies one of two statements paying one block at once; the other, and a later one, are shown as a paid deposit’s, never unknown', async () => {
    const held = await block();
    const [first, second] = await Promise.all([
      upload([[`APARTADO ${held.reference}`, 'Cliente', '100.000,00']]),
      upload([[`SPEI ${held.reference}`, 'Cliente', '100.000,00']]),
    ]);
    expect(first.totalAppliedCentavos + second.totalAppliedCentavos).toBe(DEPOSIT);
    expect(first.matched + second.matched).toBe(1);
    const waiting = [...(await linesOf(first.id)), ...(await linesOf(second.id))].find((line) => line.status !== 'applied') as Line;
    expect(waiting).toMatchObject({ status: 'suggested', matchReason: 'target_paid', target: { id: held.id } });
    await eventually(async () => expect(await reservationState(app, held.id)).toMatchObject({ status: 'active', depositPaid: true }));

    const later = await upload([[`DEPOSITO ${held.reference}`, 'Cliente', '100.000,00']]);
    expect(later).toMatchObject({ matched: 0, suggested: 1, unmatched: 0 });
    expect((await linesOf(later.id))[0]).toMatchObject({ matchReason: 'target_paid', target: { id: held.id } });

    // Accepting the suggestion would book nothing on the deposit: refused unless staff keep it to return.
    const refused = await admin.post(`/api/admin/reconciliation/lines/${waiting.id}/apply`, {});
    expect(refused.status).toBe(409);
    const kept = await admin.post(`/api/admin/reconciliation/lines/${waiting.id}/apply`, { toReturn: true });
    expect(kept.json).toMatchObject({ status: 'applied', appliedCentavos: 0, toReturnCentavos: DEPOSIT });
    expect(await moneyOf(held.id)).toMatchObject({ appliedCentavos: DEPOSIT, toReturnCentavos: DEPOSIT });
    const toReturn = await admin.get('/api/admin/reconciliation/to-return');
    expect(toReturn.json.items).toEqual(expect.arrayContaining([expect.objectContaining({ amountCentavos: DEPOSIT, source: 'bank_line', target: expect.objectContaining({ id: held.id }) })]));
  });

  it('two suggestions for one block accepted at once book the deposit once; undoing one leaves the other paying it', async () => {
    const held = await block();
    await testApp.db.query("UPDATE investor_accounts SET name = 'Renata Quiroga Salvatierra' WHERE id = $1", [held.investorId]);
    const statement = await upload([
      ['TRANSFERENCIA SPEI', 'RENATA QUIROGA SALVATIERRA', '100.000,00'],
      ['SPEI RECIBIDO', 'QUIROGA SALVATIERRA RENATA', '100.000,00'],
    ]);
    expect(statement).toMatchObject({ matched: 0, suggested: 2 });
    const lines = await linesOf(statement.id);
    const answers = await Promise.all(lines.map((line) => admin.post(`/api/admin/reconciliation/lines/${line.id}/apply`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [paying, other] = answers[0].status === 200 ? lines : [lines[1], lines[0]];
    expect(await moneyOf(held.id)).toMatchObject({ appliedCentavos: DEPOSIT, toReturnCentavos: 0 });
    expect((await admin.post(`/api/admin/reconciliation/lines/${other.id}/apply`, { toReturn: true })).status).toBe(200);
    await eventually(async () => expect(await reservationState(app, held.id)).toMatchObject({ status: 'active' }));

    // The first was someone else's: undone, the second's money pays the deposit, and the reservation stays active.
    const undone = await admin.post(`/api/admin/reconciliation/lines/${paying.id}/undo`, { reason: 'Pago de otro cliente' });
    expect(undone.status).toBe(200);
    await eventually(async () => expect(await moneyOf(held.id)).toMatchObject({ appliedCentavos: DEPOSIT, toReturnCentavos: 0 }));
    expect(await reservationState(app, held.id)).toMatchObject({ status: 'active', unitStatus: 'reserved' });
    const summary = (await admin.get(`/api/admin/reconciliation/statements/${statement.id}`)).json;
    expect(summary.totalAppliedCentavos).toBeLessThanOrEqual(DEPOSIT);
  });

  it('reads a deposit paid by a line as a transfer, whoever chose its reference, and undoes it', async () => {
    const investor = await signedInInvestor(testApp, 'Tomás Ruiz Ledesma');
    const unitCode = 'F5M';
    const plan = { unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityIsoDate(new Date())) };
    const blocked = await investor.session.post('/api/units/block-temporary', { unitCode, hours: 8, paymentPlan: plan });
    expect(blocked.status).toBe(201);
    const statement = await upload([[`PAGO ${blocked.json.referenceNumber}`, 'TOMAS RUIZ', '100.000,00']]);
    expect(statement.matched).toBe(1);
    const reservationId = blocked.json.reservationId as string;
    const listed = await eventually(async () => {
      const found = ((await admin.get('/api/admin/unit-reservations?filter=reserved&pageSize=100')).json.items as Array<{ id: string }>).find((item) => item.id === reservationId);
      expect(found).toMatchObject({ status: 'active', depositMethod: 'bank_transfer' });
      return found;
    });
    expect(listed).toBeDefined();
    const [line] = await linesOf(statement.id);
    const undone = await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'No era suyo' });
    expect(undone.status).toBe(200);
    expect(await reservationState(app, reservationId)).toMatchObject({ status: 'blocked', unitStatus: 'blocked', depositPaid: false });
  });

  it('takes a reference in one canonical form, refuses any other shape and any taken one, and matches it exactly', async () => {
    const investor = await signedInInvestor(testApp, 'Valeria Campos Ibarra');
    const plan = (unitCode: string) => ({ unitCode, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityIsoDate(new Date())) });
    for (const bad of ['CDM-ABCDE-7R5VHS', 'CDM-A-7R5VHS', 'CDM-ABCDEFGHIJK-7R5VHS', 'CDM-ABCDEFGHIJKLMNOP-7R5VHS', 'CDM-S-AB12CD']) {
      const refused = await investor.session.post('/api/units/block-temporary', { unitCode: 'F4M', hours: 8, paymentPlan: plan('F4M'), referenceNumber: bad });
      expect({ bad, status: refused.status, errors: refused.json.errors }).toEqual({ bad, status: 400, errors: [expect.objectContaining({ field: 'referenceNumber' })] });
    }
    const lower = `cdm-${Date.now().toString(36)}-q7w8e9`;
    const blocked = await investor.session.post('/api/units/block-temporary', { unitCode: 'F4M', hours: 8, paymentPlan: plan('F4M'), referenceNumber: lower });
    expect(blocked.json).toMatchObject({ status: 'blocked', referenceNumber: lower.toUpperCase() });
    const someoneElse = await signedInInvestor(testApp, 'Otra Persona');
    const taken = await someoneElse.session.post('/api/units/block-temporary', { unitCode: 'F3M', hours: 8, paymentPlan: plan('F3M'), referenceNumber: lower });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Esa referencia ya está en uso. Vuelve a elegir la unidad para obtener una nueva.');
    // The payer writes it in lower case: matched exactly on the canonical form.
    const statement = await upload([[`apartado ${lower}`, 'VALERIA CAMPOS', '100.000,00']]);
    expect(statement.matched).toBe(1);
  });

  it('refunds a reservation with a signed contract only by rescinding it (admin, reason); /verificar then reads it rescinded', async () => {
    const reservation = await newReservation(app, taken, { status: 'active', depositMethod: 'bank_transfer' });
    const contract = await newContract(app, reservation.id, 'signed');
    const refused = await admin.post(`/api/admin/unit-reservations/${reservation.id}/refund`, {});
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('El contrato de esta reservación ya está firmado: para reembolsar su depósito, un administrador debe rescindirlo indicando el motivo.');
    expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'active', unitStatus: 'reserved' });

    const refunded = await admin.post(`/api/admin/unit-reservations/${reservation.id}/refund`, { rescissionReason: 'El inversionista desistió de la compra' });
    expect(refunded.json).toMatchObject({ status: 'cancelled', contractStatus: null, money: { receivedCentavos: 0, toReturnCentavos: DEPOSIT } });
    expect(await reservationState(app, reservation.id)).toMatchObject({ status: 'cancelled', unitStatus: 'available' });
    const [row] = (await testApp.db.query('SELECT status, rescinded_at, rescind_reason FROM contracts WHERE id = $1', [contract.id])) as Array<{ status: string; rescinded_at: Date; rescind_reason: string }>;
    expect(row).toMatchObject({ status: 'rescinded', rescind_reason: 'El inversionista desistió de la compra' });
    const verified = await new HttpSession(testApp.baseUrl).post('/api/contracts/verify', { sha256: contract.sealedSha256 });
    expect(verified.json).toEqual({ sellado: true, fecha: expect.any(String), rescindido: true, fechaRescision: row.rescinded_at.toISOString() });
    // Both parties are told.
    await eventually(async () => {
      const templates = ((await testApp.db.query("SELECT template FROM email_log WHERE template LIKE 'contract.%rescinded'")) as Array<{ template: string }>).map((email) => email.template);
      expect(templates.sort()).toEqual(['contract.rescinded', 'contract.staff-rescinded']);
    });
  });

  it('gives no code and takes no signature for a contract whose reservation is no longer active; an unsigned one ends with its reservation', async () => {
    const investor = await signedInInvestor(testApp, 'Julia Santos Méndez');
    const reservation = await newReservation(app, taken, { status: 'active', investorId: investor.id });
    const contract = await newContract(app, reservation.id, 'pending_investor');
    // Ended by a path of before (the contract left open): the investor can no longer sign it.
    await testApp.db.query("UPDATE unit_reservations SET status = 'cancelled' WHERE id = $1", [reservation.id]);
    const code = await investor.session.post(`/api/my/contracts/${contract.id}/code`, {});
    expect(code.status).toBe(409);
    expect(code.json.message).toBe('La reservación de este contrato ya no está activa: ya no se puede firmar.');
    const sign = await investor.session.post(`/api/my/contracts/${contract.id}/sign`, { code: '123456', fullName: 'Julia Santos Méndez', documentSha256: 'a'.repeat(64) });
    expect(sign.status).toBe(409);

    const active = await newReservation(app, taken, { status: 'active', investorId: investor.id, depositMethod: 'bank_transfer' });
    const open = await newContract(app, active.id, 'pending_investor');
    expect((await admin.post(`/api/admin/unit-reservations/${active.id}/refund`, {})).json).toMatchObject({ status: 'cancelled' });
    expect(((await testApp.db.query('SELECT status FROM contracts WHERE id = $1', [open.id])) as Array<{ status: string }>)[0].status).toBe('cancelled');
  });

  it('undoes a line under a signed contract in Conciliación by the same rule: refused, or rescinded in the same step', async () => {
    const held = await block();
    const statement = await upload([[`APARTADO ${held.reference}`, 'Cliente', '100.000,00']]);
    await eventually(async () => expect(await reservationState(app, held.id)).toMatchObject({ status: 'active' }));
    const generated = await eventually(async () => {
      const [row] = (await testApp.db.query("SELECT id FROM contracts WHERE reservation_id = $1 AND status = 'pending_investor'", [held.id])) as Array<{ id: string }>;
      expect(row).toBeDefined();
      return row.id;
    });
    await testApp.db.query("UPDATE contracts SET status = 'pending_countersign', investor_signed_at = now(), investor_signed_name = 'Firmante' WHERE id = $1", [generated]);
    const [line] = await linesOf(statement.id);
    const refused = await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'Pago de otra persona' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('El contrato de esta reservación ya está firmado: para deshacer su depósito, un administrador debe rescindirlo indicando el motivo.');
    expect(await reservationState(app, held.id)).toMatchObject({ status: 'active' });
    const undone = await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'Pago de otra persona', rescindContract: true });
    expect(undone.status).toBe(200);
    expect(await reservationState(app, held.id)).toMatchObject({ status: 'blocked' });
    expect(((await testApp.db.query('SELECT status FROM contracts WHERE id = $1', [generated])) as Array<{ status: string }>)[0].status).toBe('rescinded');
  });

  it('keeps the record append-only and the sums in the database', async () => {
    await expect(testApp.db.query('DELETE FROM money_entries')).rejects.toThrow('never changed or deleted');
    await expect(testApp.db.query('UPDATE money_entries SET amount_centavos = 1')).rejects.toThrow('never changed or deleted');
    await expect(testApp.db.query("UPDATE money_targets SET applied_centavos = owed_centavos + 1 WHERE kind = 'unit_reservation'")).rejects.toThrow('money_targets_applied_within_owed');
  });
});
