// The "floor" of the HTTP benchmark: bare Fastify + pg doing the same SQL (and reading the same
// page file) as the app for each benchmarked route, with no framework layers, validation or
// side effects above it. Run as its own process, like the app, so that neither shares a core's
// event loop with autocannon: `DATABASE_URL=… FLOOR_PORT=… node tools/bench/floor.mjs`.
import { randomUUID } from 'node:crypto';
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

// POST /api/information-request: the one call of SubmitInformationRequestHandler (the function of
// migration 1765200000000: the mailbox's lock, the repeat-window check, the request and the outbox
// row of its emails, in one transaction). The app renders and sends the emails off the request path.
floor.post('/api/information-request', async (request, reply) => {
  const body = request.body;
  const emailNormalized = String(body.email).trim().toLowerCase();
  const mailbox = emailNormalized.replace(/^([^@+]+)\+[^@]*@/, '$1@');
  const id = randomUUID();
  const {
    rows: [row],
  } = await pool.query(
    `SELECT id, submitted_at, is_repeat FROM cdm_submit_information_request(
       $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      id,
      mailbox,
      new Date(Date.now() - 10 * 60_000),
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
      'leads.information-request-submitted',
      JSON.stringify({ informationRequestId: id }),
      'floor',
      body.attribution ? JSON.stringify(body.attribution) : null,
    ],
  );
  void reply.status(201).send({ id: row.id, submittedAt: row.submitted_at.toISOString() });
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
