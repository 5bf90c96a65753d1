import { connect, Socket } from 'node:net';
import { HttpSession } from '../../../test-support/http-session';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';

/**
 * The HTTP edge: slow bodies and idle connections are cut off, deeply nested JSON is refused in
 * Spanish, and the API description is for staff only in production.
 */

type RawExchange = { answer: string; closedAfterMs: number };

/**
 * Opens a raw connection, writes the head, then trickles the body one piece (a character of a
 * string, or each string of a list) every `everyMs`; resolves when the server closes.
 */
function trickle(baseUrl: string, head: string, body: string | string[], everyMs: number): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(Number(port), hostname, () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && socket.writable) socket.write(body[sent++]);
      }, everyMs);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 25 s; received: ${answer}`));
    }, 25_000).unref();
  });
}

function nestedArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function nestedObject(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level++) value = { fullName: value };
  return value;
}

describe('HTTP edge', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_CONNECTION_TIMEOUT_MS: '3000', UNIT_EVENTS_HEARTBEAT_MS: '1000', PORTAL_PASSWORD: 'portal-borde-2026' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('cuts off a body that trickles in one byte at a time with 408 in Spanish', async () => {
    // About 50 s of body at one byte every 200 ms.
    const body = JSON.stringify({ fullName: `Lenta ${'Mente '.repeat(40)}`.trim(), email: 'lenta@example.mx', phone: '3312345678' });
    const head =
      `POST /api/information-request HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const { answer, closedAfterMs } = await trickle(testApp.baseUrl, head, body, 200);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"code":"request_timeout","message":"La solicitud tardó demasiado en llegar. Inténtalo de nuevo."}');
    // Cut at the 1.5 s bound (with room for a loaded machine), long before the whole body could arrive.
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(15_000);
  });

  it('gives a multipart upload the longer upload bound: a form arriving over 3 s is read to the end', async () => {
    const portal = new HttpSession(testApp.baseUrl);
    const unlocked = await portal.post('/api/gates/portal/unlock', { password: 'portal-borde-2026' });
    expect(unlocked.status).toBe(200);
    const boundary = 'limiteSubida0123456789';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSubida Lenta\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nsubida.lenta@example.mx\r\n--${boundary}--\r\n`;
    const head =
      `POST /api/letter-submission HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `Cookie: ${unlocked.setCookies.map((header) => header.split(';')[0]).join('; ')}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // Ten pieces, one every 300 ms: twice the 1.5 s bound of other bodies.
    const pieceLength = Math.ceil(body.length / 10);
    const pieces = Array.from({ length: 10 }, (_, index) => body.slice(index * pieceLength, (index + 1) * pieceLength));
    const { answer, closedAfterMs } = await trickle(testApp.baseUrl, head, pieces, 300);

    expect(closedAfterMs).toBeGreaterThanOrEqual(2_700);
    expect(answer).not.toMatch(/^HTTP\/1\.1 408 /);
    // The whole form was read: the only problem left is the missing ID document.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"field":"ineFile"');
  });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n\r\n'],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\n`],
    ['a body cut before its end', 'multipart/form-data; boundary=corte', '--corte\r\nContent-Disposition: form-data; name="archivo"; filename="a.pdf"\r\n\r\n%PDF'],
  ])('refuses a multipart body with %s with 400 in Spanish, on a public upload', async (_name, contentType, body) => {
    const response = await fetch(`${testApp.baseUrl}/api/contracts/verify-file`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_json', message: 'La solicitud no tiene un formato válido.' });
  });

  it('keeps serving a body that arrives in time', async () => {
    const response = await postJson(testApp.baseUrl, '/api/investor-password-status', { username: 'a-tiempo@example.mx' });
    expect(response.status).toBe(200);
  });

  it('closes a connection that sends nothing at all', async () => {
    const { answer, closedAfterMs } = await trickle(testApp.baseUrl, '', '', 1_000);
    expect(answer).toBe('');
    expect(closedAfterMs).toBeGreaterThanOrEqual(2_900);
    expect(closedAfterMs).toBeLessThan(15_000);
  });

  it.each([
    ['a 5,000-deep array', nestedArray(5_000)],
    ['a 33-deep array', nestedArray(33)],
    ['a 33-deep object', JSON.stringify(nestedObject(33))],
    ['an array 33 deep inside a valid-looking form', JSON.stringify({ fullName: JSON.parse(nestedArray(32)), email: 'x@example.mx' })],
  ])('refuses %s with 400 in Spanish', async (_name, body) => {
    const response = await postJson(testApp.baseUrl, '/api/information-request', body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: 'invalid_json', message: 'La solicitud tiene demasiados niveles anidados (máximo 32).' });
  });

  it('lets 32 levels through to the usual field validation', async () => {
    const response = await postJson(testApp.baseUrl, '/api/information-request', JSON.stringify(nestedObject(32)));
    expect(response.status).toBe(400);
    expect(response.json.code).not.toBe('invalid_json');
    expect(response.json.message).toEqual(expect.any(String));
  });

  it('serves the API description outside production', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { paths: Record<string, unknown> }).paths['/api/information-request']).toBeDefined();
    // The router decodes the path: this spelling reaches the same route (so production must hide it too).
    const encoded = await fetch(`${testApp.baseUrl}/api/%64ocs-json`);
    expect(encoded.status).toBe(200);
    await encoded.arrayBuffer();
  });
});

describe('the API description in production', () => {
  const ADMIN = { email: 'admin.docs@cdm.test', password: 'Admin-Docs-Prod-2026!' };
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://cdm.example.mx',
      // A reachable production needs the contract sealing certificate (any existing file: nothing is sealed here).
      SEAL_P12_PATH: __filename,
      SEAL_P12_PASSWORD: 'sello-de-prueba',
      BANK_CLABE: '032180000118359719',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'una-clave-de-sesion-de-produccion-para-pruebas',
      PORTAL_PASSWORD: 'portal-docs-prod',
      DECK_PASSWORD: 'deck-docs-prod',
      STRIPE_SECRET_KEY: 'sk_test_documentos0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_documentos0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_documentos0123456789',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs-yaml', '/api/%64ocs-json', '/api/docs/swagger-ui-init.js'])('hides %s from anyone but signed-in staff (404)', async (path) => {
    const anonymous = await fetch(`${testApp.baseUrl}${path}`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toEqual({ code: 'not_found', message: 'No encontramos lo que buscas.' });

    const investorLike = new HttpSession(testApp.baseUrl);
    investorLike.setCookie('cdm_staff', 'una-cookie-inventada');
    expect((await investorLike.get(path)).status).toBe(404);
  });

  it('serves it to a signed-in staff member', async () => {
    const staff = new HttpSession(testApp.baseUrl);
    expect((await staff.post('/api/admin/session', ADMIN)).status).toBe(200);
    const document = await staff.get('/api/docs-json');
    expect(document.status).toBe(200);
    expect((document.json.paths as Record<string, unknown>)['/api/information-request']).toBeDefined();
    expect((await staff.get('/api/docs')).status).toBeLessThan(400);
  });
});
