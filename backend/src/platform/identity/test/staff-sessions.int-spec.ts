import { randomBytes } from 'node:crypto';
import { HttpSession } from '../../../../test-support/http-session';
import { postJson, startTestApp, TestApp } from '../../../../test-support/test-app';

const ADMIN = { email: 'admin.pruebas@cdm.test', password: 'Admin-Pruebas-2026!' };

describe('staff sign-in, sessions and permissions', () => {
  let testApp: TestApp;
  const adminSession = () => new HttpSession(testApp.baseUrl);

  async function signedInAdmin(): Promise<HttpSession> {
    const session = adminSession();
    const response = await session.post('/api/admin/session', ADMIN);
    expect(response.status).toBe(200);
    return session;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates the first admin from the environment and signs it in with an httpOnly cookie', async () => {
    const session = adminSession();
    const response = await session.post('/api/admin/session', ADMIN);

    expect(response.status).toBe(200);
    expect(response.json.staff).toMatchObject({ email: ADMIN.email, role: 'admin', disabled: false });
    const cookie = response.setCookies.find((header) => header.startsWith('cdm_staff='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await session.get('/api/admin/session')).json.staff).toMatchObject({ email: ADMIN.email });

    const [row] = await testApp.db.query('SELECT password_hash FROM staff_accounts WHERE email = $1', [ADMIN.email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong password and an unknown email with the same Spanish answer', async () => {
    const wrong = await postJson(testApp.baseUrl, '/api/admin/session', { ...ADMIN, password: 'incorrecta-123' });
    const unknown = await postJson(testApp.baseUrl, '/api/admin/session', { email: 'nadie@cdm.test', password: 'incorrecta-123' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ code: 'invalid_credentials', message: 'Por favor, verifica la contraseña e intenta nuevamente' });
    }
  });

  it('rotates the session at sign-in and ends it on the server at sign-out', async () => {
    const session = await signedInAdmin();
    const first = session.cookie('cdm_staff')!;
    await session.post('/api/admin/session', ADMIN);
    const second = session.cookie('cdm_staff')!;
    expect(second).not.toBe(first);

    const replay = new HttpSession(testApp.baseUrl);
    replay.setCookie('cdm_staff', first);
    expect((await replay.get('/api/admin/session')).status).toBe(401);

    expect((await session.delete('/api/admin/session')).status).toBe(204);
    const afterSignOut = new HttpSession(testApp.baseUrl);
    afterSignOut.setCookie('cdm_staff', second);
    expect((await afterSignOut.get('/api/admin/session')).status).toBe(401);
  });

  it('ends a staff session after 30 idle minutes', async () => {
    const session = await signedInAdmin();
    testApp.clock.advance(31 * 60_000);
    expect((await session.get('/api/admin/session')).status).toBe(401);
  });

  it.each([
    ['GET', '/api/admin/session'],
    ['GET', '/api/admin/staff'],
    ['POST', '/api/admin/staff'],
    ['PATCH', '/api/admin/staff/7f0c7c8e-6d4f-4b53-9a53-8f2d3b1d2c11'],
    ['POST', '/api/admin/staff/7f0c7c8e-6d4f-4b53-9a53-8f2d3b1d2c11/password'],
    ['GET', '/api/admin/information-requests'],
    ['PATCH', '/api/admin/information-requests/7f0c7c8e-6d4f-4b53-9a53-8f2d3b1d2c11'],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/emails'],
    ['POST', '/api/admin/emails/7f0c7c8e-6d4f-4b53-9a53-8f2d3b1d2c11/resend'],
    ['GET', '/api/admin/email-preview'],
    ['POST', '/api/admin/send-test-email'],
  ])('answers %s %s with 401 without a staff session', async (method, path) => {
    const response = await new HttpSession(testApp.baseUrl).request(method, path, method === 'GET' ? undefined : {});
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('Tu sesión terminó. Inicia sesión de nuevo.');
  });

  it('lets an admin create an advisor, who may read leads but not manage staff (403)', async () => {
    const admin = await signedInAdmin();
    const advisorEmail = `asesor.${randomBytes(3).toString('hex')}@cdm.test`;
    const created = await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Laura Asesora', role: 'advisor', password: 'Asesora-Segura-1' });
    expect(created.status).toBe(201);

    const advisor = new HttpSession(testApp.baseUrl);
    expect((await advisor.post('/api/admin/session', { email: advisorEmail, password: 'Asesora-Segura-1' })).status).toBe(200);
    expect((await advisor.get('/api/admin/information-requests')).status).toBe(200);
    for (const response of [
      await advisor.get('/api/admin/staff'),
      await advisor.post('/api/admin/staff', { email: 'otro@cdm.test', name: 'Otro', role: 'admin', password: 'Otra-Clave-Segura' }),
      await advisor.patch(`/api/admin/staff/${created.json.id}`, { role: 'admin' }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('forbidden');
    }

    const duplicate = await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Otra', role: 'advisor', password: 'Asesora-Segura-2' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe('Ya existe una cuenta con ese email.');

    // Disabling ends the advisor's sessions at once.
    expect((await admin.patch(`/api/admin/staff/${created.json.id}`, { disabled: true })).status).toBe(200);
    expect((await advisor.get('/api/admin/information-requests')).status).toBe(401);
    const audit = await testApp.db.query(
      `SELECT action, actor_name, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at`,
      [created.json.id],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['staff.created', 'staff.signed_in', 'staff.updated']);
    expect(audit[2]).toMatchObject({ actor_name: 'Administrador', before: { disabled: false }, after: { disabled: true } });
  });

  it('refuses an admin disabling their own account', async () => {
    const admin = await signedInAdmin();
    const me = (await admin.get('/api/admin/session')).json.staff as { id: string };
    const response = await admin.patch(`/api/admin/staff/${me.id}`, { disabled: true });
    expect(response.status).toBe(409);
  });

  it('answers 429 with Retry-After after 5 failures, shared by every API instance', async () => {
    const prefix = `${process.env.REDIS_PREFIX}-shared-${randomBytes(3).toString('hex')}`;
    const first = await startTestApp({ REDIS_PREFIX: prefix, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const second = await startTestApp({ REDIS_PREFIX: prefix, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const wrong = { email: ADMIN.email, password: 'no-es-la-clave' };
      for (const app of [first, second, first, second, first]) {
        expect((await postJson(app.baseUrl, '/api/admin/session', wrong)).status).toBe(401);
      }
      const blocked = await postJson(second.baseUrl, '/api/admin/session', ADMIN);
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/^Demasiados intentos fallidos\. Espera 1[45] minutos/);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses state-changing requests from another site with 403', async () => {
    const fromOtherOrigin = await postJson(testApp.baseUrl, '/api/admin/session', ADMIN, { origin: 'https://sitio-malicioso.example' });
    const fetchMetadata = await postJson(testApp.baseUrl, '/api/information-request', {}, { 'sec-fetch-site': 'cross-site' });
    for (const response of [fromOtherOrigin, fetchMetadata]) {
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('cross_site_request');
    }
    const sameOrigin = await postJson(testApp.baseUrl, '/api/admin/session', ADMIN, { origin: testApp.baseUrl });
    expect(sameOrigin.status).toBe(200);
  });

  it('toggles an information request as processed and records who did it', async () => {
    const request = await postJson(testApp.baseUrl, '/api/information-request', {
      fullName: 'Pedro Gómez',
      email: `pedro.${Date.now()}@example.mx`,
      phone: '3311122233',
      interestType: 'aficionado',
      productsOfInterest: ['membresias'],
    });
    const admin = await signedInAdmin();
    const list = await admin.get(`/api/admin/information-requests?search=${encodeURIComponent('Pedro Gómez')}`);
    expect(list.status).toBe(200);
    expect((list.json.items as Array<{ id: string }>).map((item) => item.id)).toContain(request.json.id);

    const toggled = await admin.patch(`/api/admin/information-requests/${request.json.id}`, { processed: true });
    expect(toggled.status).toBe(200);
    expect(toggled.json.processed).toBe(true);
    const [audit] = await testApp.db.query(`SELECT actor_type, action, before, after, request_id FROM audit_log WHERE entity_id = $1`, [
      request.json.id,
    ]);
    expect(audit).toMatchObject({
      actor_type: 'staff',
      action: 'information_request.processed_changed',
      before: { processed: false },
      after: { processed: true },
    });
    expect(audit.request_id).toBeTruthy();

    const badId = await admin.patch('/api/admin/information-requests/no-es-un-uuid', { processed: true });
    expect(badId.status).toBe(400);
    expect(badId.json.errors).toEqual([{ field: 'id', message: 'Identificador no válido' }]);
  });
});
