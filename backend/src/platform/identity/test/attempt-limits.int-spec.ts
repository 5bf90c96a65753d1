import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { eventually } from '../../../../test-support/eventually';
import { HttpSession } from '../../../../test-support/http-session';
import { SmtpListener } from '../../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../../test-support/test-app';
import { SYSTEM_CONTEXT } from '../../audit';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult } from '..';
import { hashPassword } from '../passwords';

/**
 * The attempt limits hold under parallel requests (counted in Redis before the password check),
 * in three scopes: account+IP (5 / 15 min), account across IPs (20 / h), IP across accounts (50 / h).
 * The app trusts 127.0.0.1 as a proxy, so each test speaks from its own X-Forwarded-For address.
 */
const ADMIN = { email: 'admin.limites@cdm.test', password: 'Admin-Limites-2026!' };
const PORTAL_PASSWORD = 'portal-limites-2026';
const DECK_PASSWORD = 'deck-limites-2026';

let ipCounter = 0;
/** A fresh client address for each test (the per-IP counter is shared by every credential check). */
function newIp(): string {
  ipCounter += 1;
  return `10.${randomBytes(1)[0]}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function statusCounts(statuses: number[]): Record<number, number> {
  return statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
}

async function parallel(count: number, request: (index: number) => Promise<{ status: number }>): Promise<Record<number, number>> {
  return statusCounts((await Promise.all(Array.from({ length: count }, (_, index) => request(index)))).map(({ status }) => status));
}

describe('attempt limits under parallel requests', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PORTAL_PASSWORD,
      DECK_PASSWORD,
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  async function newInvestor(password?: string): Promise<{ email: string; id: string }> {
    const email = `limites.${randomBytes(4).toString('hex')}@example.mx`;
    const { investorAccountId } = await testApp.app
      .get(CommandBus)
      .execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(new CreateInvestorAccountCommand(email, 'Inversionista Límites', SYSTEM_CONTEXT));
    if (password) {
      await testApp.db.query('UPDATE investor_accounts SET password_hash = $2, needs_password_setup = false WHERE id = $1', [
        investorAccountId,
        await hashPassword(password),
      ]);
    }
    return { email, id: investorAccountId };
  }

  it('answers 100 parallel wrong staff passwords with at most 5 × 401, the rest 429 with Retry-After', async () => {
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postJson(testApp.baseUrl, '/api/admin/session', { email: ADMIN.email, password: 'no-es-la-clave' }, from(ip))),
    );
    const counts = statusCounts(responses.map(({ status }) => status));
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(95);
    const refused = responses.find(({ status }) => status === 429)!;
    expect(refused.json.message).toMatch(/^Demasiados intentos fallidos\. Espera 1[45] minutos e inténtalo de nuevo\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);

    // Even the right password waits now, from that address.
    expect((await postJson(testApp.baseUrl, '/api/admin/session', ADMIN, from(ip))).status).toBe(429);
  });

  it('starts the run of failures again after a successful sign-in', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await postJson(testApp.baseUrl, '/api/admin/session', { ...ADMIN, password: `mala-${attempt}` }, from(ip))).status).toBe(401);
    }
    expect((await postJson(testApp.baseUrl, '/api/admin/session', ADMIN, from(ip))).status).toBe(200);
    const afterSuccess = await parallel(10, () => postJson(testApp.baseUrl, '/api/admin/session', { ...ADMIN, password: 'mala' }, from(ip)));
    expect(afterSuccess).toEqual({ 401: 5, 429: 5 });
  });

  it('answers 100 parallel wrong investor passwords with at most 5 × 401', async () => {
    const { email } = await newInvestor('Clave-Buena-2026');
    const ip = newIp();
    const counts = await parallel(100, () => postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Mala-2026' }, from(ip)));
    expect(counts).toEqual({ 401: 5, 429: 95 });
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Buena-2026' }, from(ip))).status).toBe(429);
  });

  it.each([
    ['portal', PORTAL_PASSWORD],
    ['deck', DECK_PASSWORD],
  ])('answers 100 parallel wrong passwords of the %s gate with at most 5 × 401', async (gate, rightPassword) => {
    const ip = newIp();
    const counts = await parallel(100, () => postJson(testApp.baseUrl, `/api/gates/${gate}/unlock`, { password: 'no-es-la-clave' }, from(ip)));
    expect(counts).toEqual({ 401: 5, 429: 95 });
    expect((await postJson(testApp.baseUrl, `/api/gates/${gate}/unlock`, { password: rightPassword }, from(ip))).status).toBe(429);
    // Another address still gets in with the right password.
    expect((await postJson(testApp.baseUrl, `/api/gates/${gate}/unlock`, { password: rightPassword }, from(newIp()))).status).toBe(200);
  });

  it('sends at most 5 reset emails for 20 parallel reset requests', async () => {
    const { email } = await newInvestor('Clave-Reset-2026');
    const ip = newIp();
    const counts = await parallel(20, () => postJson(testApp.baseUrl, '/api/password-reset/request', { email }, from(ip)));
    expect(counts).toEqual({ 200: 5, 429: 15 });

    // Once five have arrived, give the queue time to deliver anything more it might hold.
    await eventually(() => expect(smtp.to(email)).toHaveLength(5));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.to(email).filter((received) => received.subject.startsWith('Recupera tu contraseña'))).toHaveLength(5);
    const [{ queued }] = await testApp.db.query(`SELECT count(*)::int AS queued FROM email_log WHERE recipient = $1`, [email]);
    expect(queued).toBe(5);
  });

  it('counts every password-status call, with the same answers for a known and an unknown email', async () => {
    const { email } = await newInvestor('Clave-Estado-2026');
    const unknown = `nadie.${randomBytes(4).toString('hex')}@example.mx`;
    const ip = newIp();
    const knownAnswers = await Promise.all(
      Array.from({ length: 12 }, () => postJson(testApp.baseUrl, '/api/investor-password-status', { username: email }, from(ip))),
    );
    const unknownAnswers = await Promise.all(
      Array.from({ length: 12 }, () => postJson(testApp.baseUrl, '/api/investor-password-status', { username: unknown }, from(ip))),
    );
    for (const answers of [knownAnswers, unknownAnswers]) {
      expect(statusCounts(answers.map(({ status }) => status))).toEqual({ 200: 5, 429: 7 });
    }
    expect(knownAnswers.filter(({ status }) => status === 200).map(({ text }) => text)).toEqual(
      unknownAnswers.filter(({ status }) => status === 200).map(({ text }) => text),
    );
    expect(knownAnswers.find(({ status }) => status === 429)!.json.message).toMatch(/^Demasiadas solicitudes\. Espera/);
  });

  it('gives the status checks back to someone who then signs in with the right password', async () => {
    const { email } = await newInvestor('Clave-Frecuente-2026');
    const ip = newIp();
    const status = () => postJson(testApp.baseUrl, '/api/investor-password-status', { username: email }, from(ip));
    for (let check = 0; check < 5; check++) expect((await status()).status).toBe(200);
    expect((await status()).status).toBe(429);

    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Frecuente-2026' }, from(ip))).status).toBe(200);
    expect((await status()).status).toBe(200);
  });

  it('bounds password spraying: 40 accounts from one address get 50 checks in all, not 40 × 5', async () => {
    const ip = newIp();
    const emails = Array.from({ length: 40 }, (_, index) => `rociado.${index}.${randomBytes(3).toString('hex')}@cdm.test`);
    const counts = await parallel(200, (index) =>
      postJson(testApp.baseUrl, '/api/admin/session', { email: emails[index % 40], password: `rociado-${index}` }, from(ip)),
    );
    expect(counts).toEqual({ 401: 50, 429: 150 });
    // Any other account from that address waits too; another address does not.
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: 'otra@example.mx', password: 'x-x-x-x-x' }, from(ip))).status).toBe(429);
    expect((await postJson(testApp.baseUrl, '/api/admin/session', ADMIN, from(newIp()))).status).toBe(200);
  });

  it('bounds a distributed guess: one account from 10 addresses gets 20 checks, not 10 × 5', async () => {
    const { email } = await newInvestor('Clave-Distribuida-2026');
    const ips = Array.from({ length: 10 }, () => newIp());
    const counts = await parallel(50, (index) =>
      postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: `mala-${index}` }, from(ips[index % 10])),
    );
    expect(counts).toEqual({ 401: 20, 429: 30 });
    // The account is locked from a new address too, even with its right password.
    const locked = await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Distribuida-2026' }, from(newIp()));
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Demasiados intentos fallidos\. Espera (59|60) minutos/);
  });

  it('ends the session after 5 wrong current passwords (401, cookie cleared, session gone)', async () => {
    const { email } = await newInvestor('Clave-Actual-2026');
    const browser = new HttpSession(testApp.baseUrl, from(newIp()));
    expect((await browser.post('/api/investor-login', { username: email, password: 'Clave-Actual-2026' })).status).toBe(200);
    const cookie = browser.cookie('cdm_investor')!;

    const responses = await Promise.all(
      Array.from({ length: 30 }, () => browser.post('/api/investor-password', { currentPassword: 'no-es-la-actual', newPassword: 'Clave-Nueva-2026' })),
    );
    const counts = statusCounts(responses.map(({ status }) => status));
    expect(counts).toEqual({ 400: 5, 401: 25 });
    // The request that hit the limit says why and clears the cookie; later ones find no session at all.
    const ended = responses.filter(({ json }) => json.message === 'Demasiados intentos con una contraseña actual incorrecta. Por seguridad cerramos tu sesión; inicia sesión de nuevo.');
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every(({ setCookies }) => setCookies.some((header) => /^cdm_investor=;/.test(header)))).toBe(true);

    const replay = new HttpSession(testApp.baseUrl);
    replay.setCookie('cdm_investor', cookie);
    expect((await replay.get('/api/investor-session')).status).toBe(401);
    const [row] = await testApp.db.query(`SELECT count(*)::int AS open FROM sessions s JOIN investor_accounts a ON a.id = s.subject_id WHERE a.email = $1 AND s.revoked_at IS NULL`, [email]);
    expect(row.open).toBe(0);
    // The password did not change.
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Actual-2026' }, from(newIp()))).status).toBe(200);
  });
});

describe('the client address without TRUSTED_PROXIES', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUSTED_PROXIES: '' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('ignores a forged X-Forwarded-For: 100 parallel guesses, each claiming another address, still get 5 × 401', async () => {
    const counts = await parallel(100, (index) =>
      postJson(testApp.baseUrl, '/api/admin/session', { email: ADMIN.email, password: 'no-es-la-clave' }, { 'x-forwarded-for': `203.0.113.${index + 1}` }),
    );
    expect(counts).toEqual({ 401: 5, 429: 95 });
  });
});
