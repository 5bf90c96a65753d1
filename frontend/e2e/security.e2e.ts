import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AppServer, startAppServer } from './support/app-server';

/**
 * The built app (frontend/dist) carries no secret and none of the text kept behind a password,
 * and the production server sends its security headers on the built pages.
 */
const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'frontend/dist');
const TEXT_FILE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The phrase as a bundler may write it: as is, or with its non-ASCII letters as \u escapes. */
function spellings(phrase: string): string[] {
  const escaped = phrase.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [...new Set([phrase, escaped, escaped.toUpperCase().replace(/\\U/g, '\\u')])];
}

/**
 * The local default secrets of the server's configuration (LOCAL_DEFAULTS in app-config.ts). Read
 * as text: browser tests never import server source.
 */
function localDefaultSecrets(): string[] {
  const source = readFileSync(path.join(ROOT, 'backend/src/platform/config/app-config.ts'), 'utf8');
  const block = /const LOCAL_DEFAULTS = \{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/(ADMIN_PASSWORD|SESSION_SECRET|PORTAL_PASSWORD|DECK_PASSWORD):\s*'([^']+)'/g)].map((match) => match[2]);
}

// Text served only after a password: slides of the services presentation (backend/src/site/deck-slides.ts)
// and the letter of intent of the partners' portal (backend/src/leads/letter/letter-of-intent.text.ts).
const GATED_PHRASES = [
  'Mitigación de riesgos',
  'Trabajemos juntos',
  'Estrategia de comercialización para Ciudad Deporte Motor ZMG',
  'Experiencia que se traduce en ventas',
  'Comisión por venta: 4 %',
  'Participación como socio fundador: el Mediador recibirá',
  'servicios de intermediación y comercialización inmobiliaria del asesor mediador',
];
const GATED_SOURCES = ['backend/src/site/deck-slides.ts', 'backend/src/leads/letter/letter-of-intent.text.ts'];

// Shapes of credentials that must never be in a bundle, whatever their value.
const SECRET_SHAPES: Array<[string, RegExp]> = [
  ['Stripe secret or restricted key', /\b(sk|rk)_(test|live)_[0-9a-zA-Z]{8,}/],
  ['Stripe webhook secret', /\bwhsec_[0-9a-zA-Z]{8,}/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['URL with a password', /\b(postgres(ql)?|redis|rediss|smtps?|amqp):\/\/[^\s'"/:@]+:[^\s'"@/]+@/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
];

describe('the built app holds no secret and no gated text', () => {
  const files = filesUnder(DIST).filter((file) => TEXT_FILE.test(file));
  const contents = files.map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));

  it('has files to check', () => {
    expect(contents.some((entry) => entry.file.endsWith('index.html'))).toBe(true);
    expect(contents.some((entry) => entry.file.endsWith('.js'))).toBe(true);
  });

  it('contains none of the local default secrets, nor the secrets of this environment', () => {
    const defaults = localDefaultSecrets();
    expect(defaults).toHaveLength(4);
    const fromEnvironment = ['ADMIN_PASSWORD', 'SESSION_SECRET', 'PORTAL_PASSWORD', 'DECK_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
      .map((name) => process.env[name])
      .filter((value): value is string => typeof value === 'string' && value.length >= 6);
    const found = contents.flatMap(({ file, text }) => [...defaults, ...fromEnvironment].filter((secret) => text.includes(secret)).map(() => file));
    expect(found).toEqual([]);
  });

  it('contains nothing shaped like a credential', () => {
    const found = contents.flatMap(({ file, text }) => SECRET_SHAPES.filter(([, shape]) => shape.test(text)).map(([name]) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });

  it('contains none of the text served only after a password', () => {
    const sources = GATED_SOURCES.map((source) => readFileSync(path.join(ROOT, source), 'utf8')).join('\n');
    // The list follows the server's text: a phrase that is no longer there must be replaced.
    expect(GATED_PHRASES.filter((phrase) => !sources.includes(phrase))).toEqual([]);
    const found = contents.flatMap(({ file, text }) =>
      GATED_PHRASES.filter((phrase) => spellings(phrase).some((spelling) => text.includes(spelling))).map((phrase) => `${file}: ${phrase}`),
    );
    expect(found).toEqual([]);
  });

  it('has no inline script in its pages (the Content-Security-Policy allows scripts from our origin only)', () => {
    const inline = contents
      .filter(({ file }) => file.endsWith('.html'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
          .filter(([, attributes, body]) => !/\bsrc=/.test(attributes) && !/type=["']application\/(ld\+)?json["']/.test(attributes) && body.trim() !== '')
          .map(() => file),
      );
    expect(inline).toEqual([]);
  });
});

describe('the production server sends its security headers on the built pages', () => {
  let server: AppServer;

  beforeAll(async () => {
    server = await startAppServer({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/', '/servicios', '/api/units'])('%s', async (route) => {
    const response = await fetch(`${server.baseUrl}${route}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The simulated provider: no host but our own anywhere in the policy.
    expect(csp).not.toMatch(/https?:|\*/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    await response.arrayBuffer();
  });
});
