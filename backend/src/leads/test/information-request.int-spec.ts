import { eventually } from '../../../test-support/eventually';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';

describe('POST /api/information-request', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let sequence = 0;

  const validRequest = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Ana López Ramírez',
    email: `ana.${Date.now()}.${++sequence}@example.mx`,
    phone: '33 1234 5678',
    cityState: 'Zapopan, Jalisco',
    interestType: 'inversionista',
    productsOfInterest: ['boxes-premium', 'membresias'],
    howHeardAbout: 'redes-sociales',
    ...overrides,
  });

  const rowsFor = (email: string) =>
    testApp.db.query('SELECT * FROM information_requests WHERE email_normalized = lower($1)', [email]);

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({ SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'ventas@cdm.test' });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('stores a valid request and emails the person and the staff in Spanish', async () => {
    const body = validRequest({ utmSource: 'facebook', utmCampaign: 'preventa', referrerPage: 'https://example.mx/blog' });
    const response = await postJson(testApp.baseUrl, '/api/information-request', body);

    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: expect.any(String), submittedAt: expect.any(String) });
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({
      id: response.json.id,
      full_name: 'Ana López Ramírez',
      phone: '33 1234 5678',
      interest_type: 'inversionista',
      products_of_interest: ['boxes-premium', 'membresias'],
      how_heard_about: 'redes-sociales',
      utm_source: 'facebook',
      utm_campaign: 'preventa',
      utm_medium: null,
      referrer_page: 'https://example.mx/blog',
      processed: false,
    });

    const [acknowledgement] = await eventually(() => {
      const emails = smtp.to(body.email);
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(acknowledgement.subject).toBe('Recibimos tu solicitud de información · Ciudad Deporte Motor ZMG');
    expect(acknowledgement.text).toContain('Hola Ana:');
    expect(acknowledgement.text).toContain('Membresías Vitalicias');

    const notice = await eventually(() => {
      const found = smtp.to('ventas@cdm.test').find((email) => email.text.includes(body.email));
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice.subject).toBe('Nueva solicitud de información: Ana López Ramírez');
    expect(notice.text).toContain('Tipo de interés: Inversionista potencial');

    // The listener may hold the message a moment before the worker writes 'sent'.
    await eventually(async () => {
      const log = await testApp.db.query(
        `SELECT template, status, attempts, transport FROM email_log WHERE dedupe_key LIKE $1 ORDER BY template`,
        [`information-request.${response.json.id}.%`],
      );
      expect(log).toEqual([
        { template: 'information-request.acknowledgement', status: 'sent', attempts: 1, transport: 'smtp' },
        { template: 'information-request.staff-notice', status: 'sent', attempts: 1, transport: 'smtp' },
      ]);
    });
  });

  it('escapes what the person typed in the staff email', async () => {
    const body = validRequest({ fullName: '<script>alert(1)</script> Pérez' });
    expect((await postJson(testApp.baseUrl, '/api/information-request', body)).status).toBe(201);
    const notice = await eventually(() => {
      const found = smtp.to('ventas@cdm.test').find((email) => email.text.includes(body.email));
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['fullName', 'A', 'Nombre completo es requerido'],
    ['fullName', undefined, 'Nombre completo es requerido'],
    ['email', 'ana-sin-arroba', 'Email válido es requerido'],
    ['email', undefined, 'Email válido es requerido'],
    ['phone', '331234', 'Teléfono válido es requerido'],
    ['phone', 'llámame ya!!', 'Teléfono válido es requerido'],
    ['interestType', '', 'Selecciona tu tipo de interés'],
    ['interestType', 'astronauta', 'Selecciona tu tipo de interés'],
    ['productsOfInterest', [], 'Selecciona al menos un producto'],
    ['productsOfInterest', ['yates'], 'Selecciona al menos un producto'],
    ['howHeardAbout', 'radio-pirata', 'Selecciona una opción válida'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const body: Record<string, unknown> = validRequest({ [field]: value });
    const response = await postJson(testApp.baseUrl, '/api/information-request', body);

    expect(response.status).toBe(400);
    expect(response.json.code).toBe('validation_failed');
    expect(response.json.errors).toEqual([{ field, message }]);
    expect(await rowsFor(body.email as string)).toHaveLength(0);
  });

  it('refuses unknown fields and wrong types field by field', async () => {
    const body = validRequest({ isAdmin: true, fullName: 12345, productsOfInterest: 'boxes-premium' });
    const response = await postJson(testApp.baseUrl, '/api/information-request', body);

    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'isAdmin', message: 'Este campo no está permitido' },
        { field: 'fullName', message: 'Nombre completo es requerido' },
        { field: 'productsOfInterest', message: 'Selecciona al menos un producto' },
      ]),
    );
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('refuses a 2 MB body with 413 and a Spanish message', async () => {
    const body = validRequest({ cityState: 'x'.repeat(2 * 1024 * 1024) });
    const response = await postJson(testApp.baseUrl, '/api/information-request', body);

    expect(response.status).toBe(413);
    expect(response.json).toEqual({ code: 'payload_too_large', message: 'La solicitud es demasiado grande.' });
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400 and a Spanish message', async () => {
    const response = await postJson(testApp.baseUrl, '/api/information-request', '{"fullName": "Ana"');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: 'invalid_json', message: 'La solicitud no tiene un formato válido.' });
  });

  it('treats a repeat from the same email within 10 minutes as the same request', async () => {
    const body = validRequest();
    const first = await postJson(testApp.baseUrl, '/api/information-request', body);
    const again = await postJson(testApp.baseUrl, '/api/information-request', { ...body, email: body.email.toUpperCase() });

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    expect(await rowsFor(body.email)).toHaveLength(1);
    await eventually(() => expect(smtp.to(body.email)).toHaveLength(1));
  });

  it('keeps one row when the same request arrives many times at once', async () => {
    const body = validRequest();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson(testApp.baseUrl, '/api/information-request', body)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json.id)).size).toBe(1);
    expect(await rowsFor(body.email)).toHaveLength(1);
  });

  it('stores a new request from the same email after 10 minutes', async () => {
    const body = validRequest();
    const first = await postJson(testApp.baseUrl, '/api/information-request', body);
    testApp.clock.advance(10 * 60_000 + 1_000);
    const later = await postJson(testApp.baseUrl, '/api/information-request', body);

    expect(later.status).toBe(201);
    expect(later.json.id).not.toBe(first.json.id);
    expect(await rowsFor(body.email)).toHaveLength(2);
  });
});
