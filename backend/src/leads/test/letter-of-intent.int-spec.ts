import { createHash, randomBytes } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { freePort } from '../../../test-support/free-port';
import { HttpSession } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../test-support/test-app';

const PORTAL_PASSWORD = 'clave-portal-de-prueba';
const ADMIN = { email: 'admin.cartas@cdm.test', password: 'Admin-Cartas-2026!' };
const TEN_MB = 10 * 1024 * 1024;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2_000)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), randomBytes(1_000)]);
const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

type FileSpec = { bytes: Buffer; name: string; type: string };

describe('letter of intent: partners\' portal, INE upload, staff review', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let sequence = 0;

  const uniqueEmail = () => `representante.${Date.now()}.${++sequence}@example.mx`;

  function letterForm(fields: Record<string, string>, files: Array<FileSpec & { field?: string }> = []): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append(file.field ?? 'ineFile', new Blob([file.bytes], { type: file.type }), file.name);
    return form;
  }

  async function unlockedPortal(): Promise<HttpSession> {
    const session = new HttpSession(testApp.baseUrl);
    expect((await session.post('/api/gates/portal/unlock', { password: PORTAL_PASSWORD })).status).toBe(200);
    return session;
  }

  async function signedInAdmin(): Promise<HttpSession> {
    const session = new HttpSession(testApp.baseUrl);
    expect((await session.post('/api/admin/session', ADMIN)).status).toBe(200);
    return session;
  }

  async function submit(session: HttpSession, email: string, file: FileSpec = { bytes: PNG, name: 'ine.png', type: 'image/png' }) {
    return session.postForm('/api/letter-submission', letterForm({ name: 'Roberto Gómez Aguirre', email }, [file]), { 'user-agent': 'PruebaNavegador/1.0' });
  }

  const submissionsOf = (email: string) => testApp.db.query('SELECT * FROM letter_submissions WHERE email = $1', [email]);
  const documentCount = async () => (await testApp.db.query('SELECT count(*)::int AS n FROM letter_id_documents'))[0].n as number;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'ventas.cartas@cdm.test',
      PORTAL_PASSWORD,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('serves neither the letter nor the upload to a session that has not unlocked the portal', async () => {
    const browser = new HttpSession(testApp.baseUrl);
    const email = uniqueEmail();
    const before = await documentCount();

    const letter = await browser.get('/api/letter-of-intent');
    expect(letter.status).toBe(403);
    expect(letter.json.code).toBe('gate_locked');
    const upload = await submit(browser, email);
    expect(upload.status).toBe(403);
    expect(upload.json).toEqual({ code: 'gate_locked', message: 'Ingresa la contraseña para ver este contenido.' });

    // Unlocking the deck opens only the deck.
    await browser.post('/api/gates/deck/unlock', { password: 'deck-local' });
    expect((await submit(browser, email)).status).toBe(403);
    expect(await submissionsOf(email)).toHaveLength(0);
    expect(await documentCount()).toBe(before);
  });

  it('serves the letter in four sections with the terms of the spec to an unlocked session', async () => {
    const portal = await unlockedPortal();
    const response = await portal.get('/api/letter-of-intent');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const letter = response.json as { title: string; sections: Array<{ heading: string }>; text: string; sha256: string; mediatorIdDocumentUrl: string };
    expect(letter.title).toBe('Carta de Intención - Ciudad Deporte Motor ZMG');
    expect(letter.sections.map((section) => section.heading)).toEqual([
      '1. Alcance del servicio',
      '2. Honorarios y condiciones económicas',
      '3. Exclusividad y vigencia',
      '4. Firma y validación',
    ]);
    for (const term of ['4 % (cuatro por ciento) del precio neto de venta', '5 % (cinco por ciento)', 'hasta 2 % (dos por ciento)', 'entre 5 % y 10 %', '6 (seis) meses', 'se renovará automáticamente']) {
      expect(letter.text).toContain(term);
    }
    expect(letter.sha256).toBe(sha256(letter.text));
    expect(letter.mediatorIdDocumentUrl).toBe('/documentos/identificacion-mediador-muestra.pdf');
  });

  it('stores the acceptance with the exact letter text and the ID file privately, and emails the letter to the representative', async () => {
    const portal = await unlockedPortal();
    const letter = (await portal.get('/api/letter-of-intent')).json as { text: string; sha256: string; version: string };
    const email = uniqueEmail();

    const response = await portal.postForm(
      '/api/letter-submission',
      letterForm({ name: '  Roberto Gómez Aguirre ', email, letterSha256: letter.sha256 }, [{ bytes: PNG, name: 'mi ine (frente).png', type: 'image/png' }]),
      { 'user-agent': 'PruebaNavegador/1.0' },
    );

    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: expect.any(String), submittedAt: expect.any(String) });
    const [row] = await submissionsOf(email);
    expect(row).toMatchObject({ id: response.json.id, name: 'Roberto Gómez Aguirre', letter_sha256: letter.sha256, user_agent: 'PruebaNavegador/1.0', email_sent: false });
    expect(row.ip).toMatch(/127\.0\.0\.1/);

    const [accepted] = await testApp.db.query('SELECT version, body FROM letter_of_intent_texts WHERE sha256 = $1', [row.letter_sha256]);
    expect(accepted).toEqual({ version: letter.version, body: letter.text });

    const [document] = await testApp.db.query('SELECT * FROM letter_id_documents WHERE submission_id = $1', [row.id]);
    expect(document).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length, sha256: sha256(PNG) });
    expect(document.stored_name).toMatch(/^ine-[0-9a-f-]{36}\.png$/);
    expect(Buffer.compare(document.bytes, PNG)).toBe(0);

    const confirmation = await eventually(() => {
      const [found] = smtp.to(email);
      expect(found).toBeDefined();
      return found;
    });
    expect(confirmation.subject).toBe('Recibimos tu carta de intención aceptada · Ciudad Deporte Motor ZMG');
    expect(confirmation.text).toContain('Hola Roberto:');
    expect(confirmation.text).toContain('24 horas');
    expect(confirmation.attachments).toHaveLength(1);
    expect(confirmation.attachments[0].filename).toBe(`carta-de-intencion-aceptada-${letter.version}.txt`);
    expect(confirmation.attachments[0].content.toString('utf8')).toBe(letter.text);

    const notice = await eventually(() => {
      const found = smtp.to('ventas.cartas@cdm.test').find((received) => received.text.includes(email));
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice.subject).toBe('Nueva carta de intención aceptada: Roberto Gómez Aguirre');
    expect(notice.text).toContain('INE: imagen PNG');
    expect(notice.attachments).toEqual([]);

    // "Email enviado" means delivered to the mail server.
    await eventually(async () => expect((await submissionsOf(email))[0].email_sent).toBe(true));
    // No queue payload carries the file or the person's data.
    const log = await testApp.db.query(`SELECT template, status FROM email_log WHERE dedupe_key LIKE $1 ORDER BY template`, [`letter-of-intent.${row.id}.%`]);
    expect(log).toEqual([
      { template: 'letter-of-intent.confirmation', status: 'sent' },
      { template: 'letter-of-intent.staff-notice', status: 'sent' },
    ]);
  });

  it('judges a PDF renamed .jpg and declared as a JPEG by its bytes', async () => {
    const portal = await unlockedPortal();
    const email = uniqueEmail();
    const response = await submit(portal, email, { bytes: PDF, name: 'foto-ine.jpg', type: 'image/jpeg' });

    expect(response.status).toBe(201);
    const [document] = await testApp.db.query('SELECT content_type, stored_name FROM letter_id_documents WHERE submission_id = $1', [response.json.id]);
    expect(document.content_type).toBe('application/pdf');
    expect(document.stored_name).toMatch(/\.pdf$/);
  });

  it('refuses an executable renamed .pdf with 415 and stores nothing', async () => {
    const portal = await unlockedPortal();
    const email = uniqueEmail();
    const before = await documentCount();
    const response = await submit(portal, email, { bytes: EXECUTABLE, name: 'ine.pdf', type: 'application/pdf' });

    expect(response.status).toBe(415);
    expect(response.json).toEqual({ code: 'unsupported_media_type', message: 'Tu INE debe ser una imagen (JPG, PNG o WebP) o un PDF.' });
    expect(await submissionsOf(email)).toHaveLength(0);
    expect(await documentCount()).toBe(before);
  });

  it('accepts a file of exactly 10 MB and refuses 10 MB + 1 byte with 413, storing nothing', async () => {
    const portal = await unlockedPortal();
    const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

    const atLimit = await submit(portal, uniqueEmail(), { bytes: pdfOf(TEN_MB), name: 'ine.pdf', type: 'application/pdf' });
    expect(atLimit.status).toBe(201);

    const email = uniqueEmail();
    const before = await documentCount();
    const beyond = await submit(portal, email, { bytes: pdfOf(TEN_MB + 1), name: 'ine.pdf', type: 'application/pdf' });
    expect(beyond.status).toBe(413);
    expect(beyond.json).toEqual({ code: 'payload_too_large', message: 'Tu INE pesa más de 10 MB. Adjunta un archivo más ligero.' });
    expect(await submissionsOf(email)).toHaveLength(0);
    expect(await documentCount()).toBe(before);
  });

  it('validates name, email and the file field by field in Spanish, and stores nothing', async () => {
    const portal = await unlockedPortal();
    const before = await documentCount();

    const empty = await portal.postForm('/api/letter-submission', letterForm({ name: 'R', email: 'sin-arroba' }));
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('validation_failed');
    expect(empty.json.errors).toEqual([
      { field: 'name', message: 'Nombre completo es requerido' },
      { field: 'email', message: 'Email válido es requerido' },
      { field: 'ineFile', message: 'Adjunta tu INE (imagen o PDF)' },
    ]);

    const extra = await portal.postForm(
      '/api/letter-submission',
      letterForm({ name: 'Roberto Gómez', email: uniqueEmail(), isAdmin: 'true' }, [{ bytes: PNG, name: 'ine.png', type: 'image/png' }]),
    );
    expect(extra.status).toBe(400);
    expect(extra.json.errors).toEqual([{ field: 'isAdmin', message: 'Este campo no está permitido' }]);

    const twoFiles = await portal.postForm(
      '/api/letter-submission',
      letterForm({ name: 'Roberto Gómez', email: uniqueEmail() }, [
        { bytes: PNG, name: 'frente.png', type: 'image/png' },
        { bytes: PNG, name: 'reverso.png', type: 'image/png' },
      ]),
    );
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.json.errors).toEqual([{ field: 'ineFile', message: 'Adjunta un solo archivo de INE.' }]);

    const json = await portal.post('/api/letter-submission', { name: 'Roberto Gómez', email: uniqueEmail() });
    expect(json.status).toBe(415);
    expect(json.json).toEqual({ code: 'unsupported_media_type', message: 'Envía el formulario con tu INE adjunta.' });
    expect(await documentCount()).toBe(before);
  });

  it('refuses to record the acceptance of a letter that changed since it was read', async () => {
    const portal = await unlockedPortal();
    const email = uniqueEmail();
    const response = await portal.postForm(
      '/api/letter-submission',
      letterForm({ name: 'Roberto Gómez', email, letterSha256: 'a'.repeat(64) }, [{ bytes: PNG, name: 'ine.png', type: 'image/png' }]),
    );
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('letter_changed');
    expect(await submissionsOf(email)).toHaveLength(0);
  });

  it('treats the same acceptance sent again within 10 minutes as the same submission', async () => {
    const portal = await unlockedPortal();
    const email = uniqueEmail();
    const first = await submit(portal, email);
    const again = await submit(portal, email);

    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    expect(await submissionsOf(email)).toHaveLength(1);
    await eventually(() => expect(smtp.to(email)).toHaveLength(1));
  });

  it('refuses a cross-site upload', async () => {
    const portal = await unlockedPortal();
    const email = uniqueEmail();
    const response = await portal.postForm('/api/letter-submission', letterForm({ name: 'Roberto Gómez', email }, [{ bytes: PNG, name: 'ine.png', type: 'image/png' }]), {
      origin: 'https://sitio-ajeno.example',
    });
    expect(response.status).toBe(403);
    expect(await submissionsOf(email)).toHaveLength(0);
  });

  it('gives the ID file only to staff, as an attachment nobody caches, and records each opening', async () => {
    const portal = await unlockedPortal();
    const { json } = await submit(portal, uniqueEmail(), { bytes: PDF, name: 'ine.pdf', type: 'application/pdf' });
    const path = `/api/admin/letter-submissions/${json.id}/ine`;

    expect((await new HttpSession(testApp.baseUrl).get(path)).status).toBe(401);
    expect((await portal.get(path)).status).toBe(401);

    const admin = await signedInAdmin();
    const response = await fetch(`${testApp.baseUrl}${path}`, { headers: { cookie: `cdm_staff=${admin.cookie('cdm_staff')}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ine-[0-9a-f-]{36}\.pdf"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), PDF)).toBe(0);

    const audit = await testApp.db.query(`SELECT actor_name, action FROM audit_log WHERE entity_id = $1`, [json.id]);
    expect(audit).toEqual([{ actor_name: expect.any(String), action: 'letter_submission.id_document_opened' }]);
  });

  it('lists submissions with their counts for staff; only an admin deletes one, with its file, audit-logged', async () => {
    const portal = await unlockedPortal();
    const email = uniqueEmail();
    const { json } = await submit(portal, email);
    const admin = await signedInAdmin();

    const list = await admin.get(`/api/admin/letter-submissions?search=${encodeURIComponent(email)}`);
    expect(list.status).toBe(200);
    expect(list.json.items).toEqual([
      {
        id: json.id,
        name: 'Roberto Gómez Aguirre',
        email,
        submittedAt: json.submittedAt,
        emailSent: expect.any(Boolean),
        ineFileUrl: `/api/admin/letter-submissions/${json.id}/ine`,
        ineFile: { contentType: 'image/png', sizeBytes: PNG.length },
        letterVersion: expect.any(String),
      },
    ]);
    const counts = list.json.counts as { total: number; emailsSent: number; pending: number };
    expect(counts.total).toBeGreaterThanOrEqual(1);
    expect(counts.emailsSent + counts.pending).toBe(counts.total);

    const advisorEmail = `asesor.${randomBytes(3).toString('hex')}@cdm.test`;
    expect((await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Laura Asesora', role: 'advisor', password: 'Asesora-Segura-1' })).status).toBe(201);
    const advisor = new HttpSession(testApp.baseUrl);
    await advisor.post('/api/admin/session', { email: advisorEmail, password: 'Asesora-Segura-1' });
    expect((await advisor.get('/api/admin/letter-submissions')).status).toBe(200);
    expect((await advisor.delete(`/api/admin/letter-submissions/${json.id}`)).status).toBe(403);
    expect(await submissionsOf(email)).toHaveLength(1);

    expect((await admin.delete(`/api/admin/letter-submissions/${json.id}`)).status).toBe(204);
    expect(await submissionsOf(email)).toHaveLength(0);
    expect(await testApp.db.query('SELECT 1 FROM letter_id_documents WHERE submission_id = $1', [json.id])).toHaveLength(0);
    expect((await admin.get(`/api/admin/letter-submissions/${json.id}/ine`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/letter-submissions/${json.id}`)).status).toBe(404);

    const [entry] = await testApp.db.query(`SELECT action, before FROM audit_log WHERE entity_id = $1 AND action = 'letter_submission.deleted'`, [json.id]);
    expect(entry.before).toMatchObject({ idDocument: { contentType: 'image/png', sha256: sha256(PNG) } });
    expect(JSON.stringify(entry.before)).not.toContain(email);
  });
});

describe('letter of intent when the confirmation cannot be delivered', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Nothing listens on that port: every delivery attempt fails.
    testApp = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, PORTAL_PASSWORD, EMAIL_MAX_ATTEMPTS: '1' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps "email sent" false: the flag follows the delivery, not the queue', async () => {
    const portal = new HttpSession(testApp.baseUrl);
    await portal.post('/api/gates/portal/unlock', { password: PORTAL_PASSWORD });
    const email = `sin.correo.${Date.now()}@example.mx`;
    const form = new FormData();
    form.append('name', 'Roberto Gómez');
    form.append('email', email);
    form.append('ineFile', new Blob([PNG], { type: 'image/png' }), 'ine.png');
    const response = await portal.postForm('/api/letter-submission', form);
    expect(response.status).toBe(201);

    await eventually(async () => {
      const [log] = await testApp.db.query(`SELECT status FROM email_log WHERE dedupe_key = $1`, [`letter-of-intent.${response.json.id}.confirmation`]);
      expect(log.status).toBe('failed');
    });
    const [row] = await testApp.db.query('SELECT email_sent FROM letter_submissions WHERE id = $1', [response.json.id]);
    expect(row.email_sent).toBe(false);
  });
});
