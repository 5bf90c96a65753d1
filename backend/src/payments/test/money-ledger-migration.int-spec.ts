import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dropDatabase, ensureDatabase, seedReferenceData } from '../../platform/database';
import { MIGRATIONS } from '../../platform/database/migrations';

/**
 * The migration that brings the record of money received writes what was received before it as
 * entries: a database in the shape of the release before (every migration but the last), with a card
 * deposit, a deposit paid twice by two statement lines, a staff confirmation, a late card deposit
 * refunded and a partner's payments, then the migration.
 */
describe('the money ledger migration on a database of the release before', () => {
  let databaseUrl: string;
  let db: DataSource;
  const migrate = (migrations: typeof MIGRATIONS) => new DataSource({ type: 'postgres', url: databaseUrl, migrations, migrationsTransactionMode: 'each' });

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_ledger_migration_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    const before = await migrate(MIGRATIONS.filter((migration) => migration.name !== 'MoneyLedger1765300000000')).initialize();
    await before.runMigrations();
    await before.destroy();
    await seedReferenceData(databaseUrl);
    db = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('writes every earlier receipt once, keeps a second payment of one deposit to return, and the books agree', async () => {
    const [investor] = await db.query("INSERT INTO investor_accounts (email, email_normalized, name) VALUES ('legado@cdm.test', 'legado@cdm.test', 'Cliente Legado') RETURNING id");
    const plan = JSON.stringify({ totalAmountCentavos: 500_000_000 });
    const reservation = async (unitCode: string, status: string, method: string | null, reference: string | null, paid: boolean) => {
      const [row] = await db.query(
        `INSERT INTO unit_reservations (investor_id, unit_code, product_type, status, deposit_method, reference_number, plan, total_amount_centavos,
           reservation_deposit_centavos, deposit_paid_at, closed_at, created_at, updated_at)
         VALUES ($1, $2, 'box-premium-panamericana', $3, $4, $5, $6, 500000000, 10000000, $7, $8, now(), now()) RETURNING id`,
        [investor.id, unitCode, status, method, reference, plan, paid ? new Date() : null, status === 'cancelled' ? new Date() : null],
      );
      return row.id as string;
    };
    const card = await reservation('A1P', 'active', 'card', null, true);
    const twice = await reservation('A2P', 'active', 'bank_transfer', 'cdm-mf3k2q1a-7xk2pq', true);
    const staff = await reservation('A3P', 'active', 'staff', null, true);
    const late = await reservation('A4P', 'cancelled', 'card', null, true);
    const payment = async (subjectId: string, refunded: boolean) =>
      db.query(
        `INSERT INTO payments (purpose, subject_id, provider, provider_intent_id, amount_centavos, currency, status, succeeded_at, refund_status, refunded_at, created_at, updated_at)
         VALUES ('unit_reservation', $1, 'simulated', $2, 10000000, 'mxn', 'succeeded', now(), $3, $4, now(), now())`,
        [subjectId, `pi_${randomUUID()}`, refunded ? 'succeeded' : null, refunded ? new Date() : null],
      );
    await payment(card, false);
    await payment(late, true);
    const [account] = await db.query("INSERT INTO bank_accounts (account_number) VALUES ('012180001234567897') RETURNING id");
    const [statement] = await db.query(
      "INSERT INTO bank_statements (account_id, format, file_name, sha256, uploaded_by, uploaded_at) VALUES ($1, 'csv', 'x.csv', 'x', 'Personal', now()) RETURNING id",
      [account.id],
    );
    const line = async (key: string, target: { kind: string; id: string } | null, amount: number) => {
      const [row] = await db.query(
        `INSERT INTO bank_statement_lines (statement_id, account_id, line_key, booked_on, amount_centavos, description, reference, tracking_key, payer_name,
           status, match_reason, target_kind, target_id, applied_at, applied_centavos, created_at, updated_at)
         VALUES ($1, $2, $3, '2026-03-01', $4, 'APARTADO', '', $3, '', $5, 'reference_and_amount', $6, $7, now(), $8, now(), now()) RETURNING id`,
        [statement.id, account.id, key, amount, target ? 'applied' : 'unmatched', target?.kind ?? null, target?.id ?? null, target ? amount : 0],
      );
      return row.id as string;
    };
    const first = await line('L1', { kind: 'reservation', id: twice }, 10_000_000);
    const second = await line('L2', { kind: 'reservation', id: twice }, 10_000_000);
    await line('L3', null, 77_700);
    const [partner] = await db.query(
      `INSERT INTO partners (investor_id, reservation_id, name, email, unit_code, product_type, product_purchased, plan, total_amount_centavos, down_payment_centavos,
         down_payment_paid, down_payment_date, down_payment_scheduled_date, monthly_payment_centavos, payment_day, payment_term, final_payment_centavos,
         remaining_balance_centavos, sold_at)
       VALUES ($1, $2, 'Cliente Legado', 'legado@cdm.test', 'A5P', 'box-premium-panamericana', 'Box', '{}', 1000000000, 400000000, true, now(), '2026-01-01',
         2500000, 15, 12, 400000000, 570000000, now()) RETURNING id, reference`,
      [investor.id, randomUUID()],
    );
    const partnerLine = await line('L4', { kind: 'partner', id: partner.id }, 2_500_000);
    await db.query("INSERT INTO partner_payments (partner_id, amount_centavos, paid_on, method, reference, recorded_by) VALUES ($1, 2500000, '2026-02-15', 'efectivo', '', 'Personal')", [partner.id]);
    await db.query(
      "INSERT INTO partner_payments (partner_id, amount_centavos, paid_on, method, reference, recorded_by, bank_line_id) VALUES ($1, 2500000, '2026-03-01', 'transferencia', 'SPEI L4', 'Personal', $2)",
      [partner.id, partnerLine],
    );

    const after = await migrate(MIGRATIONS).initialize();
    expect((await after.runMigrations()).map((migration) => migration.name)).toEqual(['MoneyLedger1765300000000']);
    await after.destroy();

    const money = async (kind: string, id: string) =>
      (await db.query('SELECT owed_centavos::int AS owed, applied_centavos::int AS applied, to_return_centavos::int AS "toReturn", returned_centavos::int AS returned FROM money_targets WHERE kind = $1 AND id = $2', [kind, id]))[0];
    expect(await money('unit_reservation', card)).toEqual({ owed: 10_000_000, applied: 10_000_000, toReturn: 0, returned: 0 });
    expect(await money('unit_reservation', twice)).toEqual({ owed: 10_000_000, applied: 10_000_000, toReturn: 10_000_000, returned: 0 });
    expect(await money('unit_reservation', staff)).toEqual({ owed: 10_000_000, applied: 10_000_000, toReturn: 0, returned: 0 });
    expect(await money('unit_reservation', late)).toEqual({ owed: 10_000_000, applied: 0, toReturn: 0, returned: 10_000_000 });
    expect(await money('partner', partner.id)).toMatchObject({ applied: 400_000_000 + 2_500_000 + 2_500_000, toReturn: 0 });

    const lines = await db.query('SELECT id, applied_centavos::int AS applied, to_return_centavos::int AS "toReturn" FROM bank_statement_lines WHERE id = ANY($1) ORDER BY line_key', [[first, second]]);
    expect(lines.map((row: { applied: number; toReturn: number }) => row.applied + row.toReturn)).toEqual([10_000_000, 10_000_000]);
    expect(lines.reduce((sum: number, row: { applied: number }) => sum + row.applied, 0)).toBe(10_000_000);
    const [{ reference }] = await db.query('SELECT reference_number AS reference FROM unit_reservations WHERE id = $1', [twice]);
    expect(reference).toBe('CDM-MF3K2Q1A-7XK2PQ');
    const [{ source }] = await db.query('SELECT down_payment_source_id AS source FROM partners WHERE id = $1', [partner.id]);
    expect(source).toEqual(expect.any(String));
    // Every source holds all of its money, once.
    expect(await db.query('SELECT source, id FROM money_sources WHERE allocated_centavos <> amount_centavos')).toEqual([]);
    expect(await db.query("SELECT count(*)::int AS n FROM money_entries WHERE source = 'bank_line' AND source_id = $1 AND reverses_id IS NULL", [partnerLine])).toEqual([{ n: 1 }]);
  });
});
