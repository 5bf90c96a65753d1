import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { eventually } from '../../../../test-support/eventually';
import { HttpSession, linkIn } from '../../../../test-support/http-session';
import { SmtpListener } from '../../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../../test-support/test-app';
import { SYSTEM_CONTEXT } from '../../audit';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult, IssueSetupLinkCommand } from '..';
import { newToken, tokenHash } from '../tokens';

describe('investor accounts: set-up, login, password change and reset', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.cdm.test' });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  async function newInvestor(name = 'Sofía Martínez'): Promise<{ email: string; id: string }> {
    const email = `sofia.${randomBytes(4).toString('hex')}@example.mx`;
    const { investorAccountId } = await testApp.app
      .get(CommandBus)
      .execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(new CreateInvestorAccountCommand(email, name, SYSTEM_CONTEXT));
    return { email, id: investorAccountId };
  }

  async function emailTo(address: string, subjectStart: string) {
    return eventually(() => {
      const found = smtp.to(address).filter((email) => email.subject.startsWith(subjectStart));
      expect(found.length).toBeGreaterThan(0);
      return found[found.length - 1];
    });
  }

  /**
   * The tables in which some row's text holds `secret`, to prove a secret is stored nowhere. PostgreSQL
   * searches every row of every table itself: the run's database is shared by every suite, and reading
   * all of it (uploaded files included) into the test took tens of seconds on a busy machine.
   */
  async function tablesHolding(secret: string): Promise<string[]> {
    const tables: Array<{ table_name: string }> = await testApp.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const holding = await Promise.all(
      tables.map(async ({ table_name }) => {
        const [row] = await testApp.db.query(`SELECT EXISTS (SELECT 1 FROM "${table_name}" AS t WHERE strpos(t::text, $1) > 0) AS found`, [secret]);
        return row.found ? table_name : null;
      }),
    );
    return holding.filter((table): table is string => table !== null);
  }

  async function setUp(email: string, password: string): Promise<HttpSession> {
    const browser = new HttpSession(testApp.baseUrl);
    const login = await browser.post('/api/investor-login', { username: email, password: '' });
    expect(login.json).toEqual({ success: false, needsPasswordSetup: true, setupLinkSent: true });
    const link = linkIn((await emailTo(email, 'Configura tu contraseña')).text, '/investors/activar/');
    const token = link.split('/').pop()!;
    const redeemed = await browser.post('/api/investor-setup-link/redeem', { token });
    expect(redeemed.status).toBe(200);
    expect((await browser.post('/api/investor-password', { newPassword: password })).status).toBe(200);
    return browser;
  }

  it('tells whether an account still needs its password, without error for unknown ones', async () => {
    const { email } = await newInvestor();
    expect((await postJson(testApp.baseUrl, '/api/investor-password-status', { username: email })).json).toEqual({ needsPasswordSetup: true });
    expect((await postJson(testApp.baseUrl, '/api/investor-password-status', { username: 'nadie@example.mx' })).json).toEqual({
      needsPasswordSetup: false,
    });
    const empty = await postJson(testApp.baseUrl, '/api/investor-password-status', { username: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual([{ field: 'username', message: 'Por favor ingresa tu usuario (email)' }]);
  });

  it('never signs in an account needing set-up by its email alone: it emails a one-time set-up link', async () => {
    const { email } = await newInvestor();
    const browser = new HttpSession(testApp.baseUrl);
    const login = await browser.post('/api/investor-login', { username: email, password: '' });

    expect(login.status).toBe(200);
    expect(login.json).toEqual({ success: false, needsPasswordSetup: true, setupLinkSent: true });
    expect(browser.cookie('cdm_investor')).toBeUndefined();

    const setupEmail = await emailTo(email, 'Configura tu contraseña');
    const link = linkIn(setupEmail.text, '/investors/activar/');
    expect(link).toMatch(/^http:\/\/portal\.cdm\.test\/investors\/activar\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop()!;

    // The link is stored nowhere readable: neither the token nor the link.
    await eventually(async () => {
      const [row] = await testApp.db.query(`SELECT status, sealed_secrets FROM email_log WHERE recipient = $1`, [email]);
      expect(row).toEqual({ status: 'sent', sealed_secrets: null });
    });
    expect(await tablesHolding(token)).toEqual([]);

    const redeemed = await browser.post('/api/investor-setup-link/redeem', { token });
    expect(redeemed.status).toBe(200);
    expect(redeemed.json).toMatchObject({ needsPasswordSetup: true, investor: { email, username: email } });
    expect((await browser.get('/api/investor-session')).json.needsPasswordSetup).toBe(true);

    const again = await new HttpSession(testApp.baseUrl).post('/api/investor-setup-link/redeem', { token });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ code: 'invalid_token', message: 'Token inválido o expirado' });
  });

  it('sets the first password without the current one, then requires it to change', async () => {
    const { email } = await newInvestor();
    const browser = await setUp(email, 'Primera-Clave-1');
    expect((await browser.get('/api/investor-session')).json.needsPasswordSetup).toBe(false);

    const short = await browser.post('/api/investor-password', { newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual([{ field: 'newPassword', message: 'La contraseña debe tener al menos 8 caracteres' }]);

    const wrongCurrent = await browser.post('/api/investor-password', { currentPassword: 'no-es', newPassword: 'Segunda-Clave-2' });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.json.code).toBe('wrong_current_password');

    expect((await browser.post('/api/investor-password', { currentPassword: 'Primera-Clave-1', newPassword: 'Segunda-Clave-2' })).status).toBe(200);
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Primera-Clave-1' })).status).toBe(401);
    const login = await postJson(testApp.baseUrl, '/api/investor-login', { username: email.toUpperCase(), password: 'Segunda-Clave-2' });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ success: true, needsPasswordSetup: false, investor: { email, name: 'Sofía Martínez' } });

    const [row] = await testApp.db.query('SELECT password_hash FROM investor_accounts WHERE email = $1', [email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password with the spec message and needs a session for the session routes', async () => {
    const { email } = await newInvestor();
    await setUp(email, 'Clave-Correcta-1');
    const wrong = await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Mala-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ code: 'invalid_credentials', message: 'Usuario o contraseña incorrectos' });
    expect((await new HttpSession(testApp.baseUrl).get('/api/investor-session')).status).toBe(401);
    expect((await postJson(testApp.baseUrl, '/api/investor-password', { newPassword: 'Otra-Clave-123' })).status).toBe(401);
  });

  it('answers a reset request identically for known and unknown emails, and emails only the known one', async () => {
    const { email } = await newInvestor();
    const unknown = `desconocido.${randomBytes(3).toString('hex')}@example.mx`;
    const known = await postJson(testApp.baseUrl, '/api/password-reset/request', { email });
    const stranger = await postJson(testApp.baseUrl, '/api/password-reset/request', { email: unknown });

    expect(known.status).toBe(stranger.status);
    expect(known.text).toBe(stranger.text);
    expect(known.json).toEqual({ success: true });
    await emailTo(email, 'Recupera tu contraseña');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(unknown)).toHaveLength(0);
  });

  it('resets the password with a single-use link, ends other sessions and keeps no raw token', async () => {
    const { email } = await newInvestor('Diego Herrera');
    const otherBrowser = await setUp(email, 'Clave-Vieja-1');

    await postJson(testApp.baseUrl, '/api/password-reset/request', { email });
    const link = linkIn((await emailTo(email, 'Recupera tu contraseña')).text, '/reset-password/');
    const token = link.split('/').pop()!;
    expect(await tablesHolding(token)).toEqual([]);

    const validated = await postJson(testApp.baseUrl, '/api/password-reset/validate', { token });
    expect(validated.json).toEqual({ success: true, email });
    expect((await postJson(testApp.baseUrl, '/api/password-reset/confirm', { token, password: 'Clave-Nueva-2' })).json).toEqual({ success: true });

    expect((await otherBrowser.get('/api/investor-session')).status).toBe(401);
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Vieja-1' })).status).toBe(401);
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Nueva-2' })).status).toBe(200);

    const reused = await postJson(testApp.baseUrl, '/api/password-reset/confirm', { token, password: 'Clave-Otra-3' });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe('Token inválido o expirado');
    expect((await postJson(testApp.baseUrl, '/api/password-reset/validate', { token })).status).toBe(400);
  });

  it('lets a reset link expire after one hour', async () => {
    const { email } = await newInvestor();
    await postJson(testApp.baseUrl, '/api/password-reset/request', { email });
    const token = linkIn((await emailTo(email, 'Recupera tu contraseña')).text, '/reset-password/').split('/').pop()!;
    testApp.clock.advance(61 * 60_000);
    const expired = await postJson(testApp.baseUrl, '/api/password-reset/confirm', { token, password: 'Clave-Tarde-1' });
    expect(expired.status).toBe(400);
    expect(expired.json.code).toBe('invalid_token');
  });

  it('ends the earlier reset link when a new one is issued, and a set-up link ends an open reset link', async () => {
    const { email } = await newInvestor();
    await setUp(email, 'Clave-Enlaces-1');
    const resetLinks = async (count: number) =>
      eventually(() => {
        const links = smtp.to(email).filter((received) => received.subject.startsWith('Recupera tu contraseña'));
        expect(links).toHaveLength(count);
        return links.map((received) => linkIn(received.text, '/reset-password/').split('/').pop()!);
      });

    await postJson(testApp.baseUrl, '/api/password-reset/request', { email });
    const [first] = await resetLinks(1);
    await postJson(testApp.baseUrl, '/api/password-reset/request', { email });
    const [, second] = await resetLinks(2);

    expect((await postJson(testApp.baseUrl, '/api/password-reset/validate', { token: first })).status).toBe(400);
    const stale = await postJson(testApp.baseUrl, '/api/password-reset/confirm', { token: first, password: 'Clave-Vieja-Enlace' });
    expect(stale.status).toBe(400);
    expect(stale.json).toEqual({ code: 'invalid_token', message: 'Token inválido o expirado' });
    expect((await postJson(testApp.baseUrl, '/api/password-reset/validate', { token: second })).json).toEqual({ success: true, email });

    // A set-up link shares the table: issuing one ends the open reset link too.
    const { id } = (await testApp.db.query('SELECT id FROM investor_accounts WHERE email = $1', [email]))[0] as { id: string };
    await testApp.app.get(CommandBus).execute(new IssueSetupLinkCommand(id, false));
    expect((await postJson(testApp.baseUrl, '/api/password-reset/validate', { token: second })).status).toBe(400);
    const [{ open }] = await testApp.db.query(
      'SELECT count(*)::int AS open FROM one_time_tokens WHERE investor_account_id = $1 AND used_at IS NULL',
      [id],
    );
    expect(open).toBe(1);
  });

  it('ends every other open link of the account when one is used', async () => {
    const { email, id } = await newInvestor();
    await setUp(email, 'Clave-Uso-1');
    await postJson(testApp.baseUrl, '/api/password-reset/request', { email });
    const used = linkIn((await emailTo(email, 'Recupera tu contraseña')).text, '/reset-password/').split('/').pop()!;
    // Links issued before links ended each other may still be open side by side.
    const olderReset = newToken();
    const olderSetup = newToken();
    await testApp.db.query(
      `INSERT INTO one_time_tokens (token_hash, purpose, investor_account_id, created_at, expires_at)
       VALUES ($1, 'password-reset', $3, $4, $5), ($2, 'password-setup', $3, $4, $5)`,
      [tokenHash(olderReset), tokenHash(olderSetup), id, testApp.clock.now(), new Date(testApp.clock.now().getTime() + 3600_000)],
    );
    expect((await postJson(testApp.baseUrl, '/api/password-reset/validate', { token: olderReset })).status).toBe(200);

    expect((await postJson(testApp.baseUrl, '/api/password-reset/confirm', { token: used, password: 'Clave-Uso-2' })).status).toBe(200);
    expect((await postJson(testApp.baseUrl, '/api/password-reset/confirm', { token: olderReset, password: 'Clave-Uso-3' })).status).toBe(400);
    expect((await new HttpSession(testApp.baseUrl).post('/api/investor-setup-link/redeem', { token: olderSetup })).status).toBe(400);
    expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Uso-2' })).status).toBe(200);
  });

  it('limits login failures to 5 per account and IP in 15 minutes', async () => {
    const { email } = await newInvestor();
    await setUp(email, 'Clave-Buena-1');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: `mala-${attempt}` })).status).toBe(401);
    }
    const blocked = await postJson(testApp.baseUrl, '/api/investor-login', { username: email, password: 'Clave-Buena-1' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect(blocked.json.message).toMatch(/^Demasiados intentos fallidos/);
  });

  it('limits reset requests to 5 per email and IP in 15 minutes', async () => {
    const email = `limite.${randomBytes(3).toString('hex')}@example.mx`;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postJson(testApp.baseUrl, '/api/password-reset/request', { email })).status).toBe(200);
    }
    expect((await postJson(testApp.baseUrl, '/api/password-reset/request', { email })).status).toBe(429);
  });
});
