// The "floor" of the HTTP benchmark: bare Fastify + pg doing the same SQL (and reading the same
// page file) as the app for each benchmarked route, with no framework layers, validation or
// side effects above it. Run as its own process, like the app, so that neither shares a core's
// event loop with autocannon: `DATABASE_URL=… FLOOR_PORT=… node tools/bench/floor.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20, connectionTimeoutMillis: 5_000 });
const frontendDist = process.env.FRONTEND_DIST ?? 'frontend/dist';
const floor = Fastify({ logger: false, bodyLimit: 100_000 });

// GET /api/units: the two queries of ListUnitsHandler, as JSON.
floor.get('/api/units', async (_request, reply) => {
  const [units, types] = await Promise.all([
    pool.query(
      `SELECT unit_code, unit_number, module, level, product_type, status, area_m2, base_price_centavos, current_price_centavos
       FROM units ORDER BY module, unit_number`,
    ),
    pool.query('SELECT code, base_price_centavos, area_m2 FROM product_types'),
  ]);
  const priceByType = new Map(types.rows.map((type) => [type.code, Number(type.base_price_centavos)]));
  const body = units.rows.map((unit) => ({
    unitCode: unit.unit_code,
    unitNumber: Number(unit.unit_number),
    module: unit.module,
    level: Number(unit.level),
    productType: unit.product_type,
    status: unit.status,
    areaM2: Number(unit.area_m2),
    basePriceCentavos: Number(unit.base_price_centavos),
    currentPriceCentavos: unit.current_price_centavos === null ? (priceByType.get(unit.product_type) ?? null) : Number(unit.current_price_centavos),
  }));
  void reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
});

// POST /api/information-request: the transaction of SubmitInformationRequestHandler (advisory
// lock per mailbox, repeat-window check on the mailbox's index, insert, the outbox row of its
// emails). The app renders and sends the emails off the request path, as a worker's work.
floor.post('/api/information-request', async (request, reply) => {
  const body = request.body;
  const emailNormalized = String(body.email).trim().toLowerCase();
  const mailbox = emailNormalized.replace(/^([^@+]+)\+[^@]*@/, '$1@');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`information-request:${mailbox}`]);
    const previous = await client.query(
      `SELECT id, submitted_at FROM information_requests WHERE email_mailbox = $1 AND submitted_at > $2
       ORDER BY submitted_at DESC LIMIT 1`,
      [mailbox, new Date(Date.now() - 10 * 60_000)],
    );
    let row = previous.rows[0];
    if (!row) {
      const inserted = await client.query(
        `INSERT INTO information_requests (full_name, email, email_normalized, phone, city_state, interest_type, products_of_interest,
           how_heard_about, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_page, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id, submitted_at`,
        [
          String(body.fullName).trim(),
          String(body.email).trim(),
          emailNormalized,
          String(body.phone).trim(),
          body.cityState ?? '',
          body.interestType,
          [...new Set(body.productsOfInterest)],
          body.howHeardAbout ?? '',
          body.utmSource ?? null,
          body.utmMedium ?? null,
          body.utmCampaign ?? null,
          body.utmTerm ?? null,
          body.utmContent ?? null,
          body.referrerPage ?? null,
          new Date(),
        ],
      );
      row = inserted.rows[0];
      await client.query(`INSERT INTO outbox (type, payload, queue_prefix) VALUES ($1, $2, $3)`, [
        'leads.information-request-submitted',
        JSON.stringify({ informationRequestId: row.id }),
        'floor',
      ]);
    }
    await client.query('COMMIT');
    void reply.status(201).send({ id: row.id, submittedAt: row.submitted_at.toISOString() });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

// GET /: the prerendered landing page, read from disk on every request as the app does.
floor.get('/', async (_request, reply) => {
  const pages = JSON.parse(readFileSync(path.join(frontendDist, 'prerendered/pages.json'), 'utf8'));
  const file = pages['/'] ? path.join(frontendDist, 'prerendered', pages['/']) : path.join(frontendDist, 'index.html');
  void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(readFileSync(file, 'utf8'));
});

await floor.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
process.stdout.write('floor ready\n');
const close = async () => {
  await floor.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
