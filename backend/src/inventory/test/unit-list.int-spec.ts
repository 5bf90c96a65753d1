import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';
import { startTestApp, TestApp } from '../../../test-support/test-app';

type UnitRow = { unitCode: string; status: string; currentPriceCentavos: number };

/**
 * GET /api/units is answered from a list kept in memory per process. Two replicas of the API on a
 * database of this file's own (it changes units by hand, which would disturb the other files).
 */
describe('the unit list kept in memory by each replica', () => {
  const databaseUrl = `${process.env.DATABASE_URL}_units`;
  let replicas: TestApp[] = [];

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl);
    replicas = [await startTestApp({ DATABASE_URL: databaseUrl }), await startTestApp({ DATABASE_URL: databaseUrl })];
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await dropDatabase(databaseUrl);
  });

  const list = async (replica: TestApp, headers: Record<string, string> = {}) => {
    const response = await fetch(`${replica.baseUrl}/api/units`, { headers });
    return { status: response.status, etag: response.headers.get('etag'), units: response.status === 200 ? ((await response.json()) as UnitRow[]) : [] };
  };
  const unit = (units: UnitRow[], code: string) => units.find((candidate) => candidate.unitCode === code);

  it('shows a unit held, released or repriced by anyone in the very next answer of every replica', async () => {
    const [first, second] = replicas;
    const before = await list(first);
    expect(before.status).toBe(200);
    expect(unit(before.units, 'B2P')?.status).toBe('available');
    // Both replicas have the list in memory now.
    expect((await list(second)).etag).toBe(before.etag);
    expect((await list(first, { 'if-none-match': before.etag! })).status).toBe(304);

    // A hold written by another process (here: by hand), not through either replica.
    await first.db.query(`UPDATE units SET status = 'blocked' WHERE unit_code = 'B2P'`);
    for (const replica of replicas) {
      const held = await list(replica);
      expect(unit(held.units, 'B2P')?.status).toBe('blocked');
      expect(held.etag).not.toBe(before.etag);
    }
    expect((await list(second, { 'if-none-match': before.etag! })).status).toBe(200);

    // Released again: the same list, so the same ETag as before.
    await first.db.query(`UPDATE units SET status = 'available' WHERE unit_code = 'B2P'`);
    for (const replica of replicas) {
      const released = await list(replica);
      expect(unit(released.units, 'B2P')?.status).toBe('available');
      expect(released.etag).toBe(before.etag);
    }

    // A staff price change on the product type moves the price of its units.
    const priceBefore = unit(before.units, 'B2P')!.currentPriceCentavos;
    const [{ product_type: productType }] = await first.db.query(`SELECT product_type FROM units WHERE unit_code = 'B2P'`);
    await first.db.query(`UPDATE units SET current_price_centavos = NULL WHERE product_type = $1`, [productType]);
    await first.db.query(`UPDATE product_types SET base_price_centavos = base_price_centavos + 100000 WHERE code = $1`, [productType]);
    for (const replica of replicas) expect(unit((await list(replica)).units, 'B2P')?.currentPriceCentavos).toBe(priceBefore + 100000);
  });

  it('answers the same list to many requests at once while it is rebuilt', async () => {
    await replicas[0].db.query(`UPDATE units SET status = 'reserved' WHERE unit_code = 'C3M'`);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => list(replicas[index % 2])));
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    for (const answer of answers) expect(unit(answer.units, 'C3M')?.status).toBe('reserved');
  });
});
