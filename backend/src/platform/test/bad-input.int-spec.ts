import fc from 'fast-check';
import { randomBytes, randomUUID } from 'node:crypto';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { Client } from 'pg';
import { GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { EventStreamClient } from '../../../test-support/event-stream-client';
import { HttpSession } from '../../../test-support/http-session';
import { signedInInvestor } from '../../../test-support/investors';
import { bombPng, pngDataUrl } from '../../../test-support/png';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../database';

/**
 * Bad input, generated: for every public and investor endpoint, bodies built from the endpoint's
 * DTO (its JSON schema in the OpenAPI description) with wrong types, missing fields, unknown and
 * prototype-pollution keys, huge and unicode strings, non-objects, malformed and oversized bodies,
 * plus random query strings and headers. Whatever arrives: no 5xx, every 4xx says what is wrong in
 * Spanish, and nothing is written (row counts and contents of every table unchanged).
 * The app runs on a database of its own, so other test files cannot change the tables meanwhile.
 */

const RUNS_PER_ENDPOINT = Number(process.env.BAD_INPUT_RUNS ?? 20);
const JSON_BODY_LIMIT_BYTES = 100_000;
const PORTAL_PASSWORD = 'portal-de-prueba-malos-datos';
const DECK_PASSWORD = 'deck-de-prueba-malos-datos';

type Auth = 'public' | 'investor' | 'portal';
// `stream`: a Server-Sent Events answer that stays open; its first event is read, then the test hangs up.
type Endpoint = { method: 'GET' | 'POST'; path: string; dto?: string; auth: Auth; multipart?: boolean; stream?: boolean };
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
  enum?: unknown[];
  allOf?: Schema[];
};

// Every public and investor operation of the API. `{id}` and `{gate}` are path parameters the
// test fills with hostile values too. The OpenAPI description is checked against this list below,
// so an endpoint added later without a place here fails the test.
/** The status and whole text of an answer. */
async function answerOf(request: Promise<Response>): Promise<{ status: number; text: string }> {
  const response = await request;
  return { status: response.status, text: await response.text() };
}

/**
 * The status and text of an event stream up to its first event, read with node:http and then hung up
 * (fetch, aborted mid-stream, leaves a second connection open that would hold the app's close).
 */
async function firstEventOf(url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const client = await EventStreamClient.open(url, headers);
  try {
    if (client.status === 200) await client.waitFor(() => true, 20_000);
    else await client.waitForEnd(20_000);
    return { status: client.status, text: client.text };
  } finally {
    client.close();
  }
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/information-request', dto: 'SubmitInformationRequestDto', auth: 'public' },
  { method: 'POST', path: '/api/create-schedule-payment-intent', dto: 'CreateSchedulePaymentIntentDto', auth: 'public' },
  // SchedulePresentationDto only extends PresentationBookingFieldsDto: its schema carries the parent's name.
  { method: 'POST', path: '/api/schedule-presentation', dto: 'PresentationBookingFieldsDto', auth: 'public' },
  { method: 'GET', path: '/api/presentation-bookings/{id}/status', auth: 'public' },
  { method: 'POST', path: '/api/payments/simulated/confirm', dto: 'ConfirmSimulatedCardDto', auth: 'public' },
  { method: 'GET', path: '/api/payments/config', auth: 'public' },
  { method: 'POST', path: '/api/investor-application', dto: 'InvestorApplicationDto', auth: 'public' },
  { method: 'POST', path: '/api/validate-referral-code', dto: 'ValidateReferralCodeDto', auth: 'public' },
  { method: 'POST', path: '/api/payment-success', dto: 'PaymentSuccessDto', auth: 'public' },
  { method: 'POST', path: '/api/investor-password-status', dto: 'InvestorPasswordStatusDto', auth: 'public' },
  { method: 'POST', path: '/api/investor-login', dto: 'InvestorLoginDto', auth: 'public' },
  { method: 'POST', path: '/api/investor-logout', auth: 'public' },
  { method: 'POST', path: '/api/investor-setup-link/redeem', dto: 'RedeemSetupLinkDto', auth: 'public' },
  { method: 'POST', path: '/api/password-reset/request', dto: 'PasswordResetRequestDto', auth: 'public' },
  { method: 'POST', path: '/api/password-reset/validate', dto: 'PasswordResetValidateDto', auth: 'public' },
  { method: 'POST', path: '/api/password-reset/confirm', dto: 'PasswordResetConfirmDto', auth: 'public' },
  { method: 'GET', path: '/api/gates/{gate}', auth: 'public' },
  { method: 'POST', path: '/api/gates/{gate}/unlock', dto: 'UnlockGateDto', auth: 'public' },
  { method: 'GET', path: '/api/units', auth: 'public' },
  { method: 'GET', path: '/api/units/events', auth: 'public', stream: true },
  { method: 'GET', path: '/api/product-types/active', auth: 'public' },
  { method: 'GET', path: '/api/public-settings', auth: 'public' },
  { method: 'GET', path: '/api/deck/slides', auth: 'public' },
  { method: 'GET', path: '/api/health', auth: 'public' },
  { method: 'GET', path: '/api/letter-of-intent', auth: 'portal' },
  { method: 'POST', path: '/api/letter-submission', dto: 'SubmitLetterOfIntentDto', auth: 'portal', multipart: true },
  { method: 'GET', path: '/api/investor-session', auth: 'investor' },
  { method: 'POST', path: '/api/investor-password', dto: 'InvestorPasswordDto', auth: 'investor' },
  { method: 'POST', path: '/api/units/block-temporary', dto: 'BlockTemporaryDto', auth: 'investor' },
  { method: 'POST', path: '/api/unit-reservations', dto: 'CreateUnitReservationDto', auth: 'investor' },
  { method: 'POST', path: '/api/units/reserve', dto: 'ReserveUnitDto', auth: 'investor' },
  { method: 'POST', path: '/api/unit-reservations/{id}/create-payment-intent', auth: 'investor' },
  { method: 'POST', path: '/api/unit-reservations/{id}/confirm-payment', auth: 'investor' },
  { method: 'POST', path: '/api/unit-reservations/{id}/cancel', auth: 'investor' },
  { method: 'GET', path: '/api/unit-reservations/my-reservations', auth: 'investor' },
  { method: 'GET', path: '/api/partners/my-plans', auth: 'investor' },
  { method: 'POST', path: '/api/send-quotation-email', dto: 'SendQuotationEmailDto', auth: 'investor' },
  { method: 'POST', path: '/api/user-referral-code', auth: 'investor' },
  { method: 'POST', path: '/api/referral-users', auth: 'investor' },
  { method: 'GET', path: '/api/data-room/documents', auth: 'investor' },
  { method: 'GET', path: '/api/data-room/documents/{id}/view', auth: 'investor' },
  { method: 'GET', path: '/api/data-room/documents/{id}/download', auth: 'investor' },
  { method: 'GET', path: '/api/my/contracts/by-reservation/{id}', auth: 'investor' },
  { method: 'GET', path: '/api/my/contracts/{id}/document', auth: 'investor' },
  { method: 'POST', path: '/api/my/contracts/{id}/code', auth: 'investor' },
  { method: 'POST', path: '/api/my/contracts/{id}/sign', dto: 'SignContractDto', auth: 'investor' },
  { method: 'POST', path: '/api/contracts/verify', dto: 'VerifyContractHashDto', auth: 'public' },
  { method: 'POST', path: '/api/contracts/verify-file', auth: 'public', multipart: true },
];

// Operations of the OpenAPI description that are not public or investor input, with the reason.
const NOT_HERE: Array<[RegExp, string]> = [
  [/^\/api\/admin(\/|$)/, 'staff only (behind the staff session)'],
  [/^\/api\/docs/, 'the API description itself'],
  [/^\/(robots\.txt|sitemap\.xml)$/, 'static text, no input'],
];

// Spanish: an accented letter or a common Spanish word; and none of the English that frameworks
// and validators write by default (class-validator, Fastify, Nest).
const SPANISH =
  /[áéíóúñü¿¡]|\b(el|la|los|las|lo|de|del|al|un|una|es|son|en|por|para|con|sin|tu|su|que|se|no|ese|esa|este|esta|debe|datos|campo|solicitud|acceso|documento|encontramos|servicio|correo|formato|fecha|plan|pago|unidad)\b/i;
const ENGLISH =
  /\b(the|is|are|must|should|be|has|have|invalid|required|expected|unexpected|not found|bad request|forbidden|unauthorized|payload|too large|property|properties|cannot|failed|exceeded|allowed|client|nested|either|object|array|string|number|value|field|missing|provided|unknown|request|error)\b/i;

function spanishProblems(status: number, body: unknown): string[] {
  if (status < 400 || status >= 500) return [];
  const problems: string[] = [];
  const check = (where: string, message: unknown) => {
    if (typeof message !== 'string' || message.trim() === '') problems.push(`${where}: no message`);
    else if (!SPANISH.test(message) || ENGLISH.test(message)) problems.push(`${where}: not Spanish: "${message}"`);
  };
  const json = body as { message?: unknown; errors?: Array<{ message?: unknown }> } | null;
  check('message', json?.message);
  for (const [index, error] of (Array.isArray(json?.errors) ? json.errors : []).entries()) check(`errors[${index}].message`, error?.message);
  return problems;
}

// Files people send, hostile: decompression bombs (tiny to send, gigabytes once decoded) and a
// statement whose one line is 3 MB (issue 28).
const BOMB_16K = bombPng(16_000, 16_000);
const BOMB_7K = bombPng(7_000, 7_000);
const hostileImage = fc.constantFrom(pngDataUrl(BOMB_16K), pngDataUrl(BOMB_7K), `data:image/png;base64,${Buffer.from('texto que parece una imagen').toString('base64')}`);
const THREE_MB_LINE = Buffer.from(`Fecha;Concepto;Referencia;Importe\r\n01/03/2026;APARTADO ${'X'.repeat(3 * 1024 * 1024)};;100000,00\r\n`, 'utf8');
const hostileFile = fc.constantFrom<[string, Uint8Array, string]>(
  ['a 16,000 × 16,000 PNG bomb', BOMB_16K, 'image/png'],
  ['a 7,000 × 7,000 PNG bomb', BOMB_7K, 'image/png'],
  ['a CSV with one 3 MB line', THREE_MB_LINE, 'text/csv'],
  ['a CSV with a quote closed mid-cell', Buffer.from('Fecha;Concepto;Referencia;Importe\r\n01/03/2026;"Constructora Peña, S.A." de C.V.;;10,00\r\n'), 'text/csv'],
  ['JSON sent as CSV', Buffer.from('{"movimientos":[{"fecha":"2026-03-01"}]}'), 'text/csv'],
  ['an empty file', new Uint8Array(), 'text/csv'],
);

// ── values ────────────────────────────────────────────────────────────────────────────────
const hugeString = fc.integer({ min: 5_000, max: 60_000 }).map((length) => 'ñ'.repeat(length));
const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202eíxe.exe',
    '\ud800',
    '🏎️'.repeat(30),
    "'; DROP TABLE units; --",
    '<script>alert(1)</script>',
    '{{7*7}}${7*7}',
    '../../etc/passwd',
    'ÑANDÚ ÁÉÍÓÚ',
    'null',
    'undefined',
    '__proto__',
    '1e309',
    '-0',
  ),
);
const nastyNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1));
const pollution = fc.constantFrom<Record<string, unknown>>({ isAdmin: true }, { polluted: 'sí' }, { toString: 'x', valueOf: 1 }, { prototype: { admin: true } });
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', maxDepth: 3 },
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
  pollution,
);

/** A value of a different JSON type than the schema asks for (never null: optional fields accept null). */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const type = schema.type ?? (schema.$ref || schema.allOf ? 'object' : undefined);
  const notString = fc.oneof(nastyNumber, fc.boolean(), fc.array(nastyString, { maxLength: 3 }), fc.dictionary(nastyString, nastyString, { maxKeys: 3 }));
  switch (type) {
    case 'string':
      return notString;
    case 'number':
    case 'integer':
      return fc.oneof(nastyString.filter((text) => text !== ''), fc.boolean(), fc.array(nastyNumber, { maxLength: 3 }), fc.constant({ valor: 1 }));
    case 'boolean':
      return fc.oneof(nastyString, nastyNumber, fc.array(fc.boolean(), { maxLength: 2 }), fc.constant({ si: true }));
    case 'array':
      return fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.dictionary(nastyString, nastyString, { maxKeys: 3 }));
    case 'object':
      return fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.array(anyJson, { maxLength: 3 }));
    default:
      return fc.oneof(fc.array(anyJson, { minLength: 1, maxLength: 3 }), fc.constant({ __desconocido: true }));
  }
}

/** A value for a field, hostile but possibly right (the body is made wrong by something else). */
function anyValueFor(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(wrongType(schema), nastyString, hugeString.map((text) => text.slice(0, 500)), anyJson, fc.constant(null));
}

type Case = {
  kind: string;
  body: string | FormData | undefined;
  contentType?: string;
  query: string;
  headers: Record<string, string>;
  pathValue: string;
};

/** JSON text of an object plus keys that JSON.stringify cannot write on a plain object (`__proto__`). */
function jsonWith(object: Record<string, unknown>, raw: Array<[string, unknown]> = []): string {
  const text = JSON.stringify(object);
  if (raw.length === 0) return text;
  const extra = raw.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',');
  return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
}

function bodies(schema: Schema | undefined): fc.Arbitrary<Pick<Case, 'kind' | 'body' | 'contentType'>> {
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const required = schema?.required ?? [];
  const json = (kind: string) => (body: string) => ({ kind, body, contentType: 'application/json' });
  const fieldValues = fc.record(Object.fromEntries(names.map((name) => [name, anyValueFor(properties[name])])), { requiredKeys: [] });

  const strategies: Array<fc.Arbitrary<Pick<Case, 'kind' | 'body' | 'contentType'>>> = [
    // Not an object at all.
    fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null), fc.array(anyJson, { maxLength: 4 })).map((value) => json('not an object')(JSON.stringify(value))),
    // A key the DTO does not have, prototype pollution included.
    fc
      .tuple(
        fieldValues,
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', '$where', 'toString', 'campoQueNoExiste', 'ñ🏁'),
        pollution,
      )
      .map(([values, key, value]) => json(`unknown key ${key}`)(jsonWith(values as Record<string, unknown>, [[key, key === 'constructor' ? { prototype: value } : value]]))),
    // Bigger than the JSON body limit.
    fc.integer({ min: JSON_BODY_LIMIT_BYTES + 1, max: JSON_BODY_LIMIT_BYTES * 2 }).map((size) => json('oversized')(JSON.stringify({ [names[0] ?? 'campo']: 'x'.repeat(size) }))),
    // Not JSON, or not what it claims to be.
    fc
      .constantFrom<[string, string | undefined]>(
        ['{', 'application/json'],
        ['{"a":1,}', 'application/json'],
        ['', 'application/json'],
        ['\u0000\u0001\u0002', 'application/json'],
        ['nombre=Ana&correo=ana@example.mx', 'application/x-www-form-urlencoded'],
        ['hola', 'text/plain'],
        ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data'],
        ['{"a":1}', 'application/json; charset=utf-16'],
        ['<xml/>', 'application/xml'],
        ['{"a":1}', undefined],
      )
      .map(([body, contentType]) => ({ kind: `malformed ${contentType ?? 'no content type'}`, body, contentType })),
  ];
  if (names.length > 0) {
    // A field of the wrong type, the others anything.
    strategies.push(
      fc
        .tuple(fieldValues, fc.constantFrom(...(required.length ? required : names)))
        .chain(([values, name]) => wrongType(properties[name]).map((value) => ({ values: { ...(values as object), [name]: value }, name })))
        .filter(({ values, name }) => required.includes(name) || (values as Record<string, unknown>)[name] !== undefined)
        .map(({ values, name }) => json(`wrong type in ${name}`)(JSON.stringify(values))),
    );
    // A huge or unicode string in a field, with a required field left out (or a wrong type).
    strategies.push(
      fc
        .tuple(fieldValues, fc.constantFrom(...names), hugeString, fc.constantFrom(...names))
        .map(([values, name, huge, broken]) => {
          const body: Record<string, unknown> = { ...(values as object), [name]: huge };
          if (required.length) delete body[required.find((field) => field !== name) ?? required[0]];
          else body[broken] = { __no: 'válido' };
          return json(`huge ${name}`)(JSON.stringify(body));
        }),
    );
  }
  const imageFields = names.filter((name) => /image/i.test(name));
  if (imageFields.length > 0) {
    // An image someone sends, hostile, in an otherwise well-formed body.
    strategies.push(
      fc
        .tuple(fieldValues, fc.constantFrom(...imageFields), hostileImage)
        .map(([values, name, image]) => json(`hostile image in ${name}`)(JSON.stringify({ ...(values as object), [name]: image }))),
    );
  }
  if (required.length > 0) {
    // Required fields missing.
    strategies.push(
      fc
        .tuple(fieldValues, fc.subarray(required, { minLength: 1 }))
        .map(([values, missing]) => {
          const body: Record<string, unknown> = { ...(values as object) };
          for (const name of missing) delete body[name];
          return json(`missing ${missing.join(', ')}`)(JSON.stringify(body));
        }),
    );
  }
  return fc.oneof(...strategies);
}

/** A multipart form that is wrong by construction: no ID file, an unknown field, or a required field missing. */
function multipartBodies(schema: Schema | undefined): fc.Arbitrary<Pick<Case, 'kind' | 'body' | 'contentType'>> {
  const names = Object.keys(schema?.properties ?? {});
  const required = schema?.required ?? names;
  return fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof(nastyString, hugeString.map((text) => text.slice(0, 6_000)))])), { requiredKeys: [] }),
      fc.constantFrom('no file', 'unknown field', 'missing field', 'two files', 'empty file', 'hostile file'),
      fc.uint8Array({ maxLength: 2_048 }),
      hostileFile,
    )
    .map(([values, flaw, bytes, [hostileName, hostileBytes, hostileType]]) => {
      const form = new FormData();
      const fields: Record<string, string> = { ...(values as Record<string, string>) };
      if (flaw === 'missing field') delete fields[required[0] ?? names[0]];
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (flaw === 'unknown field') form.append('__proto__', 'contaminado');
      if (flaw === 'hostile file') form.append('ineFile', new Blob([new Uint8Array(hostileBytes)], { type: hostileType }), 'ine.png');
      else if (flaw !== 'no file') form.append('ineFile', new Blob([flaw === 'empty file' ? new Uint8Array() : bytes], { type: 'application/pdf' }), 'ine.pdf');
      if (flaw === 'two files') form.append('otroArchivo', new Blob([bytes]), 'otro.bin');
      return { kind: `multipart, ${flaw === 'hostile file' ? hostileName : flaw}`, body: form };
    });
}

// Header values as HTTP carries them (Latin-1, no line breaks); now and then one over the server's header limit.
const headerValue = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => text.replace(/[\r\n\0]/g, '')), weight: 6 },
  { arbitrary: fc.constantFrom('', ' ', 'null', '%00', '../', 'ñandú', '() { :; }; echo vulnerable', '${jndi:ldap://127.0.0.1/a}'), weight: 3 },
  { arbitrary: fc.constant('x'.repeat(20_000)), weight: 1 },
);
const headers = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'accept-encoding',
    'x-request-id',
    'cookie',
    'referer',
    'user-agent',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-forwarded-host',
    'if-none-match',
    'last-event-id',
    'authorization',
    'stripe-signature',
    'range',
    'x-http-method-override',
    'x-cualquiera',
  ),
  headerValue,
  { maxKeys: 4 },
);
const queryKey = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom('__proto__[admin]', 'constructor[prototype][admin]', 'page', 'limit', 'a[]', 'a[0][b]', 'status', 'id'),
);
const queryValue = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 6 },
  { arbitrary: fc.constantFrom('-1', '1e309', 'NaN', 'true', ''), weight: 3 },
  { arbitrary: fc.constant('x'.repeat(20_000)), weight: 1 },
);
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}` : ''));
const pathValue = fc.oneof(
  fc.constant(randomUUID()),
  fc.uuid(),
  fc.constantFrom('portal', 'deck', 'no-existe', '0', '-1', '..%2F..%2Fetc', '%00', 'ñ', '__proto__', 'x'.repeat(3_000), '1 OR 1=1'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

/** fast-check's report without the 100 KB strings of a counterexample: the failure, the seed to replay it. */
function shortReport<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const shorten = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 120)}… (${value.length} characters)` : value instanceof FormData ? '[FormData]' : value;
  const input = JSON.stringify(details.counterexample, shorten)?.slice(0, 2_000);
  throw new Error(`${cause.slice(0, 1_500)}\ninput: ${input}\n(seed ${details.seed}, path "${details.counterexamplePath}", after ${details.numRuns} run(s))`);
}

describe('bad input never reaches a 5xx, is refused in Spanish and writes nothing', () => {
  let testApp: TestApp;
  let databaseUrl: string;
  let db: Client;
  let investorCookie: string;
  let portalCookie: string;
  let schemas: Record<string, Schema>;
  let operations: Array<{ method: string; path: string }>;

  async function tableFingerprints(): Promise<Record<string, string>> {
    const { rows: tables } = await db.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const entries: Array<[string, string]> = [];
    for (const { name } of tables) {
      // Sessions note when they were last used; their rows must not come or go, that is all.
      const content = name === 'sessions' ? 'id::text' : `md5(t::text)`;
      const { rows } = await db.query<{ count: number; digest: string }>(
        `SELECT count(*)::int AS count, md5(coalesce(string_agg(${content}, ',' ORDER BY ${content}), '')) AS digest FROM ${name} t`,
      );
      entries.push([name, `${rows[0].count} rows, ${rows[0].digest}`]);
    }
    return Object.fromEntries(entries);
  }

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL!);
    server.pathname = `${server.pathname}_bad_input_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl, { demoReferralCode: true });
    db = new Client({ connectionString: databaseUrl });
    await db.connect();

    testApp = await startTestApp({ DATABASE_URL: databaseUrl, PORTAL_PASSWORD, DECK_PASSWORD, STRIPE_SECRET_KEY: '', LOG_LEVEL: process.env.BAD_INPUT_LOG_LEVEL ?? 'silent' });
    const investor = await signedInInvestor(testApp, 'Inversionista de Malos Datos');
    investorCookie = `cdm_investor=${investor.session.cookie('cdm_investor')}`;
    // The investor's referral code exists before counting (the first call creates it).
    const code = await investor.session.post('/api/user-referral-code', {});
    if (code.status !== 200) throw new Error(`The investor's referral code: ${code.status} ${code.text}`);
    const unlocked = await fetch(`${testApp.baseUrl}/api/gates/portal/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PORTAL_PASSWORD }),
    });
    if (unlocked.status !== 200) throw new Error(`The portal did not unlock: ${unlocked.status}`);
    portalCookie = unlocked.headers.getSetCookie()[0].split(';')[0];

    const document = (await (await fetch(`${testApp.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, Schema> };
    };
    schemas = document.components.schemas;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    await db?.end();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('covers every public and investor operation of the API description', () => {
    const listed = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const uncovered = operations
      .filter(({ path }) => !NOT_HERE.some(([pattern]) => pattern.test(path)))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((operation) => !listed.has(operation));
    expect(uncovered).toEqual([]);
    const withoutSchema = ENDPOINTS.filter((endpoint) => endpoint.dto && !schemas[endpoint.dto]).map((endpoint) => endpoint.dto);
    expect(withoutSchema).toEqual([]);
  });

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', async (_name, endpoint) => {
    const schema = endpoint.dto ? schemas[endpoint.dto] : undefined;
    const before = await tableFingerprints();
    const body =
      endpoint.method === 'GET'
        ? fc.constant({ kind: 'no body', body: undefined, contentType: undefined })
        : endpoint.multipart
          ? fc.oneof(multipartBodies(schema), bodies(schema))
          : bodies(schema);
    const seen: string[] = [];

    await fc.assert(
      fc.asyncProperty(body, query, headers, pathValue, async (input, queryString, extraHeaders, pathPart) => {
        const path = endpoint.path.replace('{id}', pathPart).replace('{gate}', pathPart);
        const auth = endpoint.auth === 'investor' ? investorCookie : endpoint.auth === 'portal' ? portalCookie : undefined;
        const requestHeaders: Record<string, string> = {
          ...(input.contentType ? { 'content-type': input.contentType } : {}),
          ...(auth ? { cookie: auth } : {}),
          ...extraHeaders,
        };
        const response = endpoint.stream
          ? await firstEventOf(`${testApp.baseUrl}${path}${queryString}`, requestHeaders)
          : await answerOf(
              fetch(`${testApp.baseUrl}${path}${queryString}`, {
                method: endpoint.method,
                headers: requestHeaders,
                body: input.body,
                signal: AbortSignal.timeout(20_000),
              }),
            );
        const text = response.text;
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        seen.push(`${response.status} ${input.kind}`);
        const context = `${endpoint.method} ${path.slice(0, 120)}${queryString.slice(0, 120)} [${input.kind}] → ${response.status} ${text.slice(0, 300)}`;
        if (response.status >= 500) throw new Error(`5xx: ${context}`);
        const problems = spanishProblems(response.status, json);
        if (problems.length) throw new Error(`${problems.join('; ')}: ${context}`);
      }),
      { numRuns: endpoint.method === 'GET' ? Math.ceil(RUNS_PER_ENDPOINT / 2) : RUNS_PER_ENDPOINT, endOnFailure: true, reporter: shortReport },
    );

    // Queued work (emails, jobs) would land in the tables a moment later: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const after = await tableFingerprints();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect({ changed, answers: changed.length ? seen : [] }).toEqual({ changed: [], answers: [] });
  }, 120_000);

  it('refuses hostile files staff upload as bank statements in Spanish, stores nothing and logs no error', async () => {
    // The local first admin (ADMIN_EMAIL/ADMIN_PASSWORD defaults), its session and the account's columns come first.
    const staff = new HttpSession(testApp.baseUrl);
    const signIn = await staff.post('/api/admin/session', { email: 'admin@cdm.local', password: 'Admin-Local-2026' });
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
    const account = '014180001122334455';
    const mapping = await staff.request('PUT', `/api/admin/reconciliation/accounts/${account}/csv-mapping`, { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto', reference: 'Referencia' });
    if (mapping.status !== 200) throw new Error(`Saving the columns failed: ${mapping.text}`);
    const errors = jest.spyOn(PinoNestLogger.prototype, 'error');
    const before = await tableFingerprints();
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileFile, fc.constantFrom('csv', 'camt053'), async ([name, bytes, type], format) => {
        const form = new FormData();
        form.set('accountNumber', account);
        form.set('format', format);
        form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'estado');
        const answer = await staff.postForm('/api/admin/reconciliation/statements', form);
        seen.push(`${answer.status} ${name} as ${format}`);
        if (answer.status < 400 || answer.status >= 500) throw new Error(`${name} as ${format} → ${answer.status} ${answer.text.slice(0, 300)}`);
        const problems = spanishProblems(answer.status, answer.json);
        if (problems.length) throw new Error(`${problems.join('; ')}: ${name} as ${format}`);
      }),
      { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true, reporter: shortReport },
    );
    errors.mockRestore();
    expect(errors).not.toHaveBeenCalled();
    const after = await tableFingerprints();
    expect({ changed: Object.keys(before).filter((table) => before[table] !== after[table]), seen: [] as string[] }).toEqual({ changed: [], seen: [] });
    expect(seen.length).toBeGreaterThan(0);
  }, 120_000);

  it('answers the malformed-request cases of the HTTP layer in Spanish too', async () => {
    const cases: Array<[string, RequestInit & { path?: string }]> = [
      ['a header section beyond the server limit', { headers: { 'x-relleno': 'x'.repeat(70_000) } }],
      ['a path that is not valid percent-encoding', { path: '/api/unit-reservations/%E0%A4%A/cancel', method: 'POST', headers: { cookie: investorCookie } }],
    ];
    for (const [name, { path = '/api/units', ...init }] of cases) {
      const response = await fetch(`${testApp.baseUrl}${path}`, init);
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      expect({ name, status: response.status < 500 && response.status >= 400 }).toEqual({ name, status: true });
      expect({ name, problems: spanishProblems(response.status, json) }).toEqual({ name, problems: [] });
    }
    expect(GENERIC_ERROR_MESSAGES.invalid_json).toMatch(SPANISH);
  });
});
