import { randomBytes } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { referenceNumber } from '@cdm/domain';
import { eventually } from '../../../test-support/eventually';
import { newReservation, type HandlerApp } from '../../../test-support/factories';
import { HttpSession, signedInStaff } from '../../../test-support/http-session';
import { inventoryDisagreements, openSessionFor } from '../../../test-support/investors';
import { postJson, startTestApp, type TestApp } from '../../../test-support/test-app';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';

const DEPOSIT = 100_000_00;
const ADMIN = { email: 'propiedades.admin@cdm.test', password: 'Admin-Propiedades-2026!' };
const ACCOUNTS = ['012180000000000001', '012180000000000002'];

type Pick = number;
type Op =
  | { kind: 'card'; r: Pick }
  | { kind: 'upload'; shape: 'exact' | 'partial' | 'twice' | 'over'; r: Pick; account: 0 | 1 }
  | { kind: 'reupload'; account: 0 | 1 }
  | { kind: 'apply'; line: Pick; toReturn: boolean }
  | { kind: 'assign'; line: Pick; r: Pick }
  | { kind: 'undo'; line: Pick; rescind: boolean }
  | { kind: 'refund'; r: Pick; rescind: boolean }
  | { kind: 'sign'; r: Pick }
  | { kind: 'convert'; r: Pick };

const pick = fc.nat(50);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('card' as const), r: pick }),
  fc.record({ kind: fc.constant('upload' as const), shape: fc.constantFrom('exact' as const, 'partial' as const, 'twice' as const, 'over' as const), r: pick, account: fc.constantFrom(0 as const, 1 as const) }),
  // An overlapping statement: the account's last file sent again (its lines are known: nothing is booked twice).
  fc.record({ kind: fc.constant('reupload' as const), account: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constant('apply' as const), line: pick, toReturn: fc.boolean() }),
  fc.record({ kind: fc.constant('assign' as const), line: pick, r: pick }),
  fc.record({ kind: fc.constant('undo' as const), line: pick, rescind: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), r: pick, rescind: fc.boolean() }),
  fc.record({ kind: fc.constant('sign' as const), r: pick }),
  fc.record({ kind: fc.constant('convert' as const), r: pick }),
);

/**
 * The record of money received under random sequences of what staff, banks and cards do, two at a
 * time, on a real database: after each sequence the books are true (issue 27, "Proven by").
 */
describe('money invariants under random paths, two at a time', () => {
  let testApp: TestApp;
  let app: HandlerApp;
  let admin: HttpSession;
  let databaseUrl: string;
  let statementDay = 0;
  const lastFile = new Map<string, Buffer>();
  const investors = new Map<string, HttpSession>();

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_books_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl);
    testApp = await startTestApp({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    app = { context: testApp.app, db: testApp.db, clock: testApp.clock, commands: testApp.app.get(CommandBus), queries: testApp.app.get(QueryBus), close: async () => undefined };
    admin = await signedInStaff(testApp.baseUrl, ADMIN);
    for (const account of ACCOUNTS) {
      const saved = await admin.request('PUT', `/api/admin/reconciliation/accounts/${account}/csv-mapping`, { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto' });
      if (saved.status !== 200) throw new Error(`Saving the CSV columns failed: ${saved.text}`);
    }
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const sendFile = (account: string, bytes: Buffer) => {
    const form = new FormData();
    form.set('accountNumber', account);
    form.set('format', 'csv');
    form.set('file', new Blob([new Uint8Array(bytes)]), 'propiedad.csv');
    return admin.postForm('/api/admin/reconciliation/statements', form);
  };

  /** A statement of `lines` for one account, each a new line (its own day and concept), uploaded as staff do. */
  const upload = (account: string, lines: Array<{ concept: string; centavos: number }>) => {
    const rows = lines.map(({ concept, centavos }) => {
      statementDay += 1;
      const day = new Date(Date.UTC(2026, 0, 1) + statementDay * 86_400_000);
      const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
      return `${date};${concept} ${statementDay};${(centavos / 100).toFixed(2).replace('.', ',')}`;
    });
    const bytes = Buffer.from(['Fecha;Concepto;Importe', ...rows, ''].join('\r\n'), 'utf8');
    lastFile.set(account, bytes);
    return sendFile(account, bytes);
  };

  const investorOf = async (investorId: string) => {
    const known = investors.get(investorId);
    if (known) return known;
    const session = await openSessionFor(testApp, investorId);
    investors.set(investorId, session);
    return session;
  };

  /** One step, as its person does it over HTTP; its answer (a refusal in Spanish is an answer too). */
  async function run(step: Op, world: { reservations: Array<{ id: string; investorId: string; reference: string }>; lineIds: () => Promise<string[]> }): Promise<{ status: number; text: string } | null> {
    const at = <T>(items: T[], index: number) => (items.length === 0 ? undefined : items[index % items.length]);
    const reservation = 'r' in step ? at(world.reservations, step.r) : undefined;
    switch (step.kind) {
      case 'card': {
        if (!reservation) return null;
        const investor = await investorOf(reservation.investorId);
        const intent = await investor.post(`/api/unit-reservations/${reservation.id}/create-payment-intent`);
        if (intent.status !== 201) return intent;
        return postJson(testApp.baseUrl, '/api/payments/simulated/confirm', { clientSecret: intent.json.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
      }
      case 'upload': {
        if (!reservation) return null;
        const concept = `APARTADO ${reservation.reference}`;
        const lines =
          step.shape === 'exact'
            ? [{ concept, centavos: DEPOSIT }]
            : step.shape === 'partial'
              ? [{ concept, centavos: 100 }]
              : step.shape === 'twice'
                ? [
                    { concept, centavos: DEPOSIT },
                    { concept, centavos: DEPOSIT },
                  ]
                : [{ concept, centavos: DEPOSIT + 5_000_00 }];
        return upload(ACCOUNTS[step.account], lines);
      }
      case 'reupload': {
        const bytes = lastFile.get(ACCOUNTS[step.account]);
        return bytes ? sendFile(ACCOUNTS[step.account], bytes) : null;
      }
      case 'apply': {
        const line = at(await world.lineIds(), step.line);
        return line ? admin.post(`/api/admin/reconciliation/lines/${line}/apply`, step.toReturn ? { toReturn: true } : {}) : null;
      }
      case 'assign': {
        const line = at(await world.lineIds(), step.line);
        return line && reservation ? admin.post(`/api/admin/reconciliation/lines/${line}/apply`, { targetKind: 'reservation', targetId: reservation.id }) : null;
      }
      case 'undo': {
        const line = at(await world.lineIds(), step.line);
        return line ? admin.post(`/api/admin/reconciliation/lines/${line}/undo`, { reason: 'Prueba de propiedades', ...(step.rescind ? { rescindContract: true } : {}) }) : null;
      }
      case 'refund':
        return reservation ? admin.post(`/api/admin/unit-reservations/${reservation.id}/refund`, step.rescind ? { rescissionReason: 'Rescisión de prueba' } : {}) : null;
      case 'sign':
        // The investor signs the contract generated for an active reservation (the signing itself has its own tests).
        if (reservation) {
          await app.db.query(
            `UPDATE contracts SET status = 'pending_countersign', investor_signed_at = now(), investor_signed_name = 'Firmante'
             WHERE reservation_id = $1 AND status = 'pending_investor'
               AND EXISTS (SELECT 1 FROM unit_reservations r WHERE r.id = $1 AND r.status = 'active')`,
            [reservation.id],
          );
        }
        return null;
      case 'convert':
        return reservation ? admin.post(`/api/admin/unit-reservations/${reservation.id}/convert`, { overrideReason: 'Contrato firmado fuera de la plataforma (prueba)' }) : null;
    }
  }

  /** Every invariant of the issue, read from the database; empty when the books are true. */
  async function violations(): Promise<unknown[]> {
    const db = app.db;
    const found: unknown[] = [];
    const push = (name: string, rows: unknown[]) => {
      if (rows.length > 0) found.push({ name, rows });
    };
    // No line applied twice, none beyond its amount; an applied line holds all of its money, any other none.
    push(
      'line money',
      await db.query(`
        SELECT l.id, l.status, l.amount_centavos, coalesce(sum(e.amount_centavos), 0) AS held
        FROM bank_statement_lines l LEFT JOIN money_entries e ON e.source = 'bank_line' AND e.source_id = l.id
        WHERE l.amount_centavos > 0
        GROUP BY l.id
        HAVING coalesce(sum(e.amount_centavos), 0) <> CASE WHEN l.status = 'applied' THEN l.amount_centavos ELSE 0 END`),
    );
    // Every applied line points at targets that hold its money.
    push(
      'line targets',
      await db.query(`
        SELECT e.source_id FROM money_entries e LEFT JOIN money_targets t ON t.kind = e.target_kind AND t.id = e.target_id
        WHERE e.source = 'bank_line' AND t.id IS NULL`),
    );
    // No deposit applied beyond its amount; the sums agree with the entries.
    push(
      'target sums',
      await db.query(`
        SELECT t.kind, t.id FROM money_targets t
        LEFT JOIN LATERAL (
          SELECT coalesce(sum(amount_centavos) FILTER (WHERE allocation = 'applied'), 0) AS applied,
                 coalesce(sum(amount_centavos) FILTER (WHERE allocation = 'to_return'), 0) AS to_return
          FROM money_entries e WHERE e.target_kind = t.kind AND e.target_id = t.id) s ON true
        WHERE t.applied_centavos + t.waived_centavos > t.owed_centavos OR s.applied <> t.applied_centavos OR s.to_return <> t.to_return_centavos`),
    );
    // Every peso of a card that succeeded is applied, to return or returned.
    push(
      'card money',
      await db.query(`
        SELECT p.id FROM payments p LEFT JOIN money_sources s ON s.source = 'card' AND s.id = p.id
        WHERE p.status = 'succeeded' AND coalesce(s.allocated_centavos, 0) <> p.amount_centavos`),
    );
    // A paid reservation's deposit is covered; an ended one holds nothing applied.
    push(
      'reservations follow money',
      await db.query(`
        SELECT r.id, r.status, t.applied_centavos, t.waived_centavos, t.owed_centavos FROM unit_reservations r JOIN money_targets t ON t.kind = 'unit_reservation' AND t.id = r.id
        WHERE (r.status IN ('active', 'converted') AND t.applied_centavos + t.waived_centavos < t.owed_centavos)
           OR (r.status IN ('expired', 'cancelled') AND t.applied_centavos > 0)`),
    );
    // No signed, unrescinded contract on a reservation that is not active or sold.
    push(
      'contracts follow reservations',
      await db.query(`
        SELECT c.id, c.status, r.status AS reservation FROM contracts c JOIN unit_reservations r ON r.id = c.reservation_id
        WHERE c.status IN ('pending_countersign', 'signed', 'pending_investor') AND r.status NOT IN ('active', 'converted')`),
    );
    push('inventory', await inventoryDisagreements(testApp));
    return found;
  }

  it('keeps the books true whatever happens, in whatever order, two at a time', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(op, op), { minLength: 1, maxLength: 5 }), async (pairs) => {
        runs += 1;
        const reservations: Array<{ id: string; investorId: string; reference: string }> = [];
        for (let index = 0; index < 2; index += 1) {
          const made = await newReservation(app, new Set(), { status: 'blocked' });
          const reference = referenceNumber(new Date(Date.now() + runs * 10 + index), Array.from(randomBytes(6)));
          await app.db.query('UPDATE unit_reservations SET reference_number = $2 WHERE id = $1', [made.id, reference]);
          reservations.push({ ...made, reference });
        }
        const ids = reservations.map((reservation) => reservation.reference);
        const lineIds = async () =>
          ((await app.db.query("SELECT id FROM bank_statement_lines WHERE amount_centavos > 0 AND description ~ $1 ORDER BY created_at, id", [ids.join('|')])) as Array<{ id: string }>).map(
            (row) => row.id,
          );
        for (const pair of pairs) {
          const answers = await Promise.all(pair.map((step) => run(step, { reservations, lineIds })));
          // A refusal in Spanish (4xx) is an answer; a 5xx (a deadlock, a constraint the code let through) is a defect.
          for (const [index, answer] of answers.entries()) if (answer && answer.status >= 500) throw new Error(`${JSON.stringify(pair[index])} answered ${answer.status}: ${answer.text}`);
        }
        // What follows a change from the outbox (a reservation activated by its money) has happened.
        await eventually(async () => expect(await violations()).toEqual([]), { timeoutMs: 20_000 });
      }),
      { numRuns: Number(process.env.MONEY_PROPERTY_RUNS ?? 12), endOnFailure: true },
    );
    expect(runs).toBe(Number(process.env.MONEY_PROPERTY_RUNS ?? 12));
  }, 600_000);
});
