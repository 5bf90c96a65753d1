import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { eventually } from '../../../test-support/eventually';
import { newPartner, newReservation, reservationState, type HandlerApp } from '../../../test-support/factories';
import { HttpSession } from '../../../test-support/http-session';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';

const ADMIN = { email: 'conciliacion.admin@cdm.test', password: 'Admin-Conciliacion-2026!' };
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const CAMT_ACCOUNT = '012180001234567897';
const BLOCK_REFERENCE = 'CDM-MF3K2Q1A-7XK2PQ';

describe('reconciliation: statements in, matched, applied once, undone', () => {
  let testApp: TestApp;
  let app: HandlerApp;
  let admin: HttpSession;
  let databaseUrl: string;
  const taken = new Set<string>();
  let blockId: string;
  let partnerId: string;
  let sofiaId: string;

  const upload = (accountNumber: string, format: 'camt053' | 'csv', bytes: Buffer, fileName: string) => {
    const form = new FormData();
    form.set('accountNumber', accountNumber);
    form.set('format', format);
    form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
    return admin.postForm('/api/admin/reconciliation/statements', form);
  };
  const linesOf = async (statementId: string) =>
    (await admin.get(`/api/admin/reconciliation/statements/${statementId}/lines?pageSize=100`)).json.items as Array<Record<string, unknown> & { id: string; amountCentavos: number; status: string }>;
  // What a line booked in the record of money received (entries that still count).
  const paymentsFor = (lineId: string) =>
    testApp.db.query(
      `SELECT target_kind, target_id::text AS target_id, allocation, amount_centavos, note FROM money_entries
       WHERE source = 'bank_line' AND source_id = $1 AND reverses_id IS NULL AND reversed_at IS NULL`,
      [lineId],
    );

  beforeAll(async () => {
    // A database of its own: the seeded units and the partners' references are this file's alone.
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_recon_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl);
    testApp = await startTestApp({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    app = { context: testApp.app, db: testApp.db, clock: testApp.clock, commands: testApp.app.get(CommandBus), queries: testApp.app.get(QueryBus), close: async () => undefined };
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);

    const block = await newReservation(app, taken, { status: 'blocked', depositMethod: 'bank_transfer' });
    blockId = block.id;
    await testApp.db.query("UPDATE unit_reservations SET reference_number = $2, reservation_deposit_centavos = 10000000 WHERE id = $1", [blockId, BLOCK_REFERENCE]);
    await testApp.db.query("UPDATE investor_accounts SET name = 'Łukasz Nguyễn Ñúñez' WHERE id = $1", [block.investorId]);
    partnerId = (await newPartner(app, { name: 'José Álvarez Núñez' })).id;
    sofiaId = (await newPartner(app, { name: 'Sofía Peña Ibáñez' })).id;
    await testApp.db.query("UPDATE partners SET reference = 'CDM-S-AB12CD', monthly_payment_centavos = 2500000 WHERE id = $1", [partnerId]);
    await testApp.db.query("UPDATE partners SET reference = 'CDM-S-QW34ER', monthly_payment_centavos = 2500000 WHERE id = $1", [sofiaId]);
  });

  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('gives every partner a unique CDM-S- reference', async () => {
    const rows = (await testApp.db.query('SELECT reference FROM partners')) as Array<{ reference: string }>;
    expect(rows.length).toBeGreaterThan(1);
    for (const { reference } of rows) expect(reference).toMatch(/^CDM-S-[0-9A-HJ-NP-Z]{6}$/);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
  });

  let camtStatementId: string;

  it('reads a camt.053 statement: exact matches applied, suggestions, unmatched credits and debits listed', async () => {
    const response = await upload(CAMT_ACCOUNT, 'camt053', fixture('statement.camt053.xml'), 'enero.xml');
    expect(response.status).toBe(201);
    camtStatementId = response.json.id as string;
    expect(response.json).toMatchObject({
      lines: 6,
      newLines: 6,
      duplicateLines: 0,
      matched: 2,
      suggested: 2,
      unmatched: 1,
      debits: 1,
      totalCreditedCentavos: 10_000_000 + 2_500_000 + 2_000_000 + 2_500_000 + 77_700,
      totalAppliedCentavos: 10_000_000 + 2_500_000,
    });
    const lines = await linesOf(camtStatementId);
    const byAmount = (centavos: number, status: string) => lines.find((line) => line.amountCentavos === centavos && line.status === status);
    expect(byAmount(10_000_000, 'applied')).toMatchObject({ payerName: 'Łukasz Nguyễn Ñúñez', trackingKey: 'MBAN01002026011500001', target: { kind: 'reservation', id: blockId } });
    expect(byAmount(2_000_000, 'suggested')).toMatchObject({ matchReason: 'reference_other_amount', target: { kind: 'partner', id: partnerId } });
    expect(byAmount(2_500_000, 'suggested')).toMatchObject({ matchReason: 'amount_and_name', target: { kind: 'partner', id: sofiaId } });
    expect(byAmount(77_700, 'unmatched')).toMatchObject({ description: 'Depósito sin referencia' });
    expect(byAmount(-150_000, 'debit')).toMatchObject({ description: 'Comisión por manejo de cuenta' });

    // Applied as 'Confirmar Pago' does: the deposit confirmed, the unit held 10 days; the partner's payment recorded with the line.
    await eventually(async () => expect(await reservationState(app, blockId)).toMatchObject({ status: 'active', unitStatus: 'reserved', depositPaid: true }));
    const [hold] = (await testApp.db.query('SELECT hold_expires_at, deposit_paid_at FROM unit_reservations WHERE id = $1', [blockId])) as Array<{ hold_expires_at: Date; deposit_paid_at: Date }>;
    expect(Math.round((hold.hold_expires_at.getTime() - hold.deposit_paid_at.getTime()) / 86_400_000)).toBe(10);
    const partnerLine = byAmount(2_500_000, 'applied') as { id: string };
    expect(await paymentsFor(partnerLine.id)).toEqual([
      { target_kind: 'partner', target_id: partnerId, allocation: 'applied', amount_centavos: '2500000', note: expect.stringContaining('SPEI BNET01002026011600002') },
    ]);
    // The partner's balance follows (from the outbox).
    await eventually(async () => {
      const [partner] = (await testApp.db.query('SELECT last_payment_date::text AS last FROM partners WHERE id = $1', [partnerId])) as Array<{ last: string | null }>;
      expect(partner.last).toBe('2026-01-16');
    });
  });

  it('applies nothing twice when the same statement is uploaded again', async () => {
    const again = await upload(CAMT_ACCOUNT, 'camt053', fixture('statement.camt053.xml'), 'enero-otra-vez.xml');
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ lines: 6, newLines: 0, duplicateLines: 6, matched: 0, totalAppliedCentavos: 0 });
    const [{ count }] = (await testApp.db.query(
      "SELECT count(*)::int AS count FROM money_entries WHERE target_kind = 'partner' AND target_id = $1 AND reverses_id IS NULL AND reversed_at IS NULL",
      [partnerId],
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
  });

  it('two staff accepting the same suggestion at once make one payment', async () => {
    const line = (await linesOf(camtStatementId)).find((item) => item.amountCentavos === 2_000_000) as { id: string };
    const second = new HttpSession(testApp.baseUrl);
    await second.post('/api/admin/session', ADMIN);
    const answers = await Promise.all([admin.post(`/api/admin/reconciliation/lines/${line.id}/apply`, {}), second.post(`/api/admin/reconciliation/lines/${line.id}/apply`, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json).toMatchObject({ message: 'Este movimiento ya se aplicó.' });
    expect(await paymentsFor(line.id)).toHaveLength(1);
  });

  it('undoes an applied partner line (admin, with a reason, audited): its payment is reversed', async () => {
    const line = (await linesOf(camtStatementId)).find((item) => item.amountCentavos === 2_000_000) as { id: string };
    expect(await paymentsFor(line.id)).toHaveLength(1);
    expect((await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: '' })).status).toBe(400);
    const undone = await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'Era de otro socio' });
    expect(undone.json).toMatchObject({ status: 'unmatched', target: null, ignoreReason: 'Era de otro socio' });
    // Reversed by a reversing entry, never deleted.
    expect(await paymentsFor(line.id)).toHaveLength(0);
    const [{ reversals }] = (await testApp.db.query("SELECT count(*)::int AS reversals FROM money_entries WHERE source = 'bank_line' AND source_id = $1 AND reverses_id IS NOT NULL", [
      line.id,
    ])) as Array<{ reversals: number }>;
    expect(reversals).toBe(1);
    await eventually(async () => {
      const audit = (await testApp.db.query("SELECT action FROM audit_log WHERE entity_id = $1 OR (action = 'partner.standing_recomputed' AND entity_id = $2) ORDER BY id", [line.id, partnerId])) as Array<{ action: string }>;
      expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['bank_line.applied', 'bank_line.undone', 'partner.standing_recomputed']));
    });
  });

  it('undoes an applied block line (admin, with a reason, audited): the reservation is a block awaiting its transfer again; a sale is refused', async () => {
    const line = (await linesOf(camtStatementId)).find((item) => item.amountCentavos === 10_000_000 && item.status === 'applied') as { id: string };
    await eventually(async () => expect(await reservationState(app, blockId)).toMatchObject({ status: 'active', depositPaid: true }));
    // The activation made its contract, still open for signing: the undo cancels it in the same step (nobody signed it).
    const contractId = await eventually(async () => {
      const [contract] = (await testApp.db.query("SELECT id FROM contracts WHERE reservation_id = $1 AND status = 'pending_investor'", [blockId])) as Array<{ id: string }>;
      expect(contract).toBeDefined();
      return contract.id;
    });

    const before = Date.now();
    const undone = await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'Depósito de otra persona' });
    expect(undone.status).toBe(200);
    expect(undone.json).toMatchObject({ status: 'unmatched', target: null });
    // Blocked again, its unit blocked, no deposit, a new deadline of temporaryBlockHours (8) from now.
    expect(await reservationState(app, blockId)).toMatchObject({ status: 'blocked', unitStatus: 'blocked', depositPaid: false });
    const [row] = (await testApp.db.query('SELECT expires_at, hold_expires_at FROM unit_reservations WHERE id = $1', [blockId])) as Array<{ expires_at: Date; hold_expires_at: Date | null }>;
    expect(row.hold_expires_at).toBeNull();
    expect(Math.abs(row.expires_at.getTime() - (before + 8 * 3_600_000))).toBeLessThan(60_000);
    const [audit] = (await testApp.db.query("SELECT after FROM audit_log WHERE action = 'unit_reservation.deposit_undone' AND entity_id = $1", [blockId])) as Array<{ after: Record<string, unknown> }>;
    expect(audit.after).toMatchObject({ status: 'blocked', reason: 'Depósito de otra persona' });
    const [contract] = (await testApp.db.query('SELECT status, cancel_reason FROM contracts WHERE id = $1', [contractId])) as Array<{ status: string; cancel_reason: string }>;
    expect(contract).toEqual({ status: 'cancelled', cancel_reason: 'El depósito de la reservación se deshizo' });
    // The investor, told by email that the unit was reserved, is told it is not, with the new deadline and how to pay.
    const told = await eventually(async () => {
      const rows = (await testApp.db.query(
        `SELECT email.recipient, email.subject, email.text FROM email_log email
         JOIN investor_accounts investor ON investor.email = email.recipient
         JOIN unit_reservations reservation ON reservation.investor_id = investor.id
         WHERE reservation.id = $1 AND email.template = 'reservation.deposit-undone'`,
        [blockId],
      )) as Array<{ subject: string; text: string }>;
      expect(rows).toHaveLength(1);
      return rows[0];
    });
    expect(told.subject).toMatch(/^Tu depósito de la unidad [A-F]\d+[A-Z]* no quedó confirmado$/);
    expect(told.text).toContain('Hola Łukasz');
    expect(told.text).toContain(BLOCK_REFERENCE);
    expect(told.text).toContain('no corresponde a tu reservación');
    expect((await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'Otra vez' })).status).toBe(409);

    // Applied again by hand, then sold: its deposit is no longer undone, and the line stays applied.
    expect((await admin.post(`/api/admin/reconciliation/lines/${line.id}/apply`, { targetKind: 'reservation', targetId: blockId })).json).toMatchObject({ status: 'applied' });
    await eventually(async () => expect(await reservationState(app, blockId)).toMatchObject({ status: 'active', unitStatus: 'reserved', depositPaid: true }));
    expect((await admin.post(`/api/admin/unit-reservations/${blockId}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' })).json).toMatchObject({ status: 'converted' });
    const refused = await admin.post(`/api/admin/reconciliation/lines/${line.id}/undo`, { reason: 'Depósito de otra persona' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Esta reservación ya es una venta: su depósito no se deshace.');
    expect((await linesOf(camtStatementId)).find((item) => item.id === line.id)).toMatchObject({ status: 'applied', target: { kind: 'reservation', id: blockId } });
    expect(await reservationState(app, blockId)).toMatchObject({ status: 'converted', unitStatus: 'sold' });
  });

  it('assigns an unmatched credit by hand, ignores another with a reason, and never applies a debit', async () => {
    const lines = await linesOf(camtStatementId);
    const unmatched = lines.find((line) => line.amountCentavos === 77_700) as { id: string };
    const debit = lines.find((line) => line.status === 'debit') as { id: string };
    expect((await admin.post(`/api/admin/reconciliation/lines/${debit.id}/apply`, { targetKind: 'partner', targetId: sofiaId })).status).toBe(409);
    expect((await admin.post(`/api/admin/reconciliation/lines/${unmatched.id}/apply`, { targetKind: 'partner' })).status).toBe(400);
    const search = await admin.get('/api/admin/reconciliation/targets?q=Pe%C3%B1a');
    expect(search.json).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'partner', id: sofiaId, reference: 'CDM-S-QW34ER' })]));
    const assigned = await admin.post(`/api/admin/reconciliation/lines/${unmatched.id}/apply`, { targetKind: 'partner', targetId: sofiaId });
    expect(assigned.json).toMatchObject({ status: 'applied', matchReason: 'by_hand', target: { kind: 'partner', id: sofiaId }, appliedCentavos: 77_700, toReturnCentavos: 0 });
    expect(await paymentsFor(unmatched.id)).toHaveLength(1);

    const suggestion = lines.find((line) => line.status === 'suggested' && line.amountCentavos === 2_500_000) as { id: string };
    const ignored = await admin.post(`/api/admin/reconciliation/lines/${suggestion.id}/ignore`, { reason: 'Devolución del banco' });
    expect(ignored.json).toMatchObject({ status: 'ignored', ignoreReason: 'Devolución del banco' });
    expect((await admin.post(`/api/admin/reconciliation/lines/${suggestion.id}/restore`)).json).toMatchObject({ status: 'unmatched' });
  });

  it('reads a Latin-1 CSV with a decimal comma and dd/mm/yyyy through the account’s remembered columns; an overlapping file adds only its new line', async () => {
    const account = '002180009876543210';
    const bytes = fixture('layout-a.latin1.csv');
    expect((await upload(account, 'csv', bytes, 'febrero.csv')).json).toMatchObject({ message: 'Primero indica las columnas del CSV de esta cuenta' });
    const mapping = await admin.request('PUT', `/api/admin/reconciliation/accounts/${account}/csv-mapping`, {
      delimiter: ';',
      date: 'Fecha',
      amount: 'Importe',
      description: 'Concepto',
      reference: 'Referencia',
      trackingKey: 'Clave de rastreo',
      payerName: 'Ordenante',
    });
    expect(mapping.status).toBe(200);
    const first = await upload(account, 'csv', bytes, 'febrero.csv');
    expect(first.json).toMatchObject({ lines: 4, newLines: 4, matched: 1, suggested: 1, unmatched: 1, debits: 1, totalCreditedCentavos: 5_000_000 + 350_050 });
    const lines = await linesOf(first.json.id as string);
    expect(lines.find((line) => line.status === 'suggested')).toMatchObject({ payerName: 'Sofía Peña Ibáñez', bookedOn: '2026-02-05', target: { id: sofiaId } });
    expect(lines.find((line) => line.status === 'debit')).toMatchObject({ amountCentavos: -123_456, description: 'PAGO DE NÓMINA', bookedOn: '2026-02-06' });

    // The next statement repeats the last two lines and brings one new one.
    const text = bytes.toString('latin1').trimEnd().split('\r\n');
    const overlapping = Buffer.from([...text.slice(0, 3), ...text.slice(5), '08/02/2026;DEPÓSITO;;;;1.000,00', ''].join('\r\n'), 'latin1');
    const second = await upload(account, 'csv', overlapping, 'febrero-2.csv');
    expect(second.json).toMatchObject({ lines: 3, newLines: 1, duplicateLines: 2, unmatched: 1 });
  });

  it('reads a UTF-8 CSV with separate credit and debit columns and accented headers', async () => {
    const account = '072180005555555555';
    await admin.request('PUT', `/api/admin/reconciliation/accounts/${account}/csv-mapping`, {
      delimiter: ',',
      date: 'Fecha Operacion',
      credit: 'Abono',
      debit: 'Cargo',
      description: 'Descripción',
      payerName: 'Ordenante',
    });
    const result = await upload(account, 'csv', fixture('layout-b.utf8.csv'), 'marzo.csv');
    expect(result.json).toMatchObject({ lines: 3, matched: 1, unmatched: 1, debits: 1, totalAppliedCentavos: 2_500_000 });
    const lines = await linesOf(result.json.id as string);
    expect(lines.find((line) => line.status === 'applied')).toMatchObject({ description: 'SPEI CDM S AB12CD pago febrero ñ', payerName: 'Łukasz Nguyễn Ñúñez', target: { id: partnerId } });
    expect(lines.find((line) => line.status === 'unmatched')).toMatchObject({ matchReason: 'unknown_reference', amountCentavos: 999_999 });
  });

  it('refuses bad input with Spanish messages and never half-imports a file', async () => {
    const bad = await upload('12', 'pdf' as 'csv', Buffer.from('x'), 'x.csv');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'accountNumber' }), expect.objectContaining({ field: 'format' })]));
    const xml = await upload(CAMT_ACCOUNT, 'camt053', Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><Document/>'), 'x.xml');
    expect(xml.json).toMatchObject({ message: 'No pudimos leer el archivo como camt.053 (XML ISO 20022)' });
    const other = await upload('999999999999', 'camt053', fixture('statement.camt053.xml'), 'x.xml');
    expect(other.json).toMatchObject({ message: 'El archivo es de otra cuenta bancaria que la seleccionada' });
    const before = (await testApp.db.query('SELECT count(*)::int AS count FROM bank_statement_lines')) as Array<{ count: number }>;
    const broken = Buffer.from('Fecha;Concepto;Importe\n01/03/2026;OK;10,00\n31/02/2026;MAL;20,00\n', 'latin1');
    await admin.request('PUT', '/api/admin/reconciliation/accounts/111111111111/csv-mapping', { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto' });
    const refused = await upload('111111111111', 'csv', broken, 'mal.csv');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('fila 3 (fecha)');
    expect((await testApp.db.query('SELECT count(*)::int AS count FROM bank_statement_lines')) as Array<{ count: number }>).toEqual(before);
    const mappingBad = await admin.request('PUT', '/api/admin/reconciliation/accounts/111111111111/csv-mapping', { delimiter: ';', date: 'Fecha', description: 'Concepto' });
    expect(mappingBad.status).toBe(400);
  });

  it('exports the credits still to reconcile as CSV, and lists every statement with its summary', async () => {
    const csv = await admin.get(`/api/admin/reconciliation/statements/${camtStatementId}/unmatched.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.replace(/^\uFEFF/, '').startsWith('Fecha,Monto,Concepto')).toBe(true);
    expect(csv.text).toContain('Sin conciliar');
    expect(csv.text).not.toContain('Comisión');
    const list = await admin.get('/api/admin/reconciliation/statements');
    expect((list.json.items as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect((await new HttpSession(testApp.baseUrl).get('/api/admin/reconciliation/statements')).status).toBe(401);
  });
});
