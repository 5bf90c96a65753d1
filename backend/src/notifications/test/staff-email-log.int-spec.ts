import { randomBytes } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { HttpSession } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';

const ADMIN = { email: 'correo.admin@cdm.test', password: 'Admin-Correos-2026!' };

describe('staff email log, resend, preview and test email', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let admin: HttpSession;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    testApp = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CONTACT_EMAIL: 'ceo@cdm.test' });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('lists every email with its state and resends one, recording who did it', async () => {
    const email = `lista.${randomBytes(3).toString('hex')}@example.mx`;
    const submitted = await postJson(testApp.baseUrl, '/api/information-request', {
      fullName: 'Marta Luna',
      email,
      phone: '3312121212',
      interestType: 'prensa',
      productsOfInterest: ['patrocinios'],
    });
    await eventually(() => expect(smtp.to(email)).toHaveLength(1));

    const sent = await admin.get('/api/admin/emails?status=sent&pageSize=100');
    const item = (sent.json.items as Array<{ id: string; recipient: string; status: string; attempts: number; resendable: boolean }>).find(
      (entry) => entry.recipient === email,
    )!;
    expect(item).toMatchObject({ status: 'sent', attempts: 1, resendable: true });

    const resent = await admin.post(`/api/admin/emails/${item.id}/resend`);
    expect(resent.status).toBe(202);
    await eventually(() => expect(smtp.to(email)).toHaveLength(2));
    const [audit] = await testApp.db.query(`SELECT action, actor_type FROM audit_log WHERE entity_id = $1`, [item.id]);
    expect(audit).toEqual({ action: 'email.resent', actor_type: 'staff' });
    expect(submitted.status).toBe(201);

    const badFilter = await admin.get('/api/admin/emails?status=perdido');
    expect(badFilter.status).toBe(400);
    expect(badFilter.json.errors).toEqual([{ field: 'status', message: 'Estado no válido' }]);
    const unknownParam = await admin.get('/api/admin/emails?orden=1');
    expect(unknownParam.status).toBe(400);
  });

  it('never resends an email that carried a one-time link', async () => {
    const [row] = await testApp.db.query(
      `INSERT INTO email_log (dedupe_key, template, recipient, subject, html, text, status, carries_secret)
       VALUES ($1, 'investor.password-reset', 'x@example.mx', 's', 'h', 't', 'sent', true) RETURNING id`,
      [`prueba.${randomBytes(4).toString('hex')}`],
    );
    const response = await admin.post(`/api/admin/emails/${row.id}/resend`);
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('not_resendable');
  });

  it('previews the payment confirmation with the live deposit and sends it as a test', async () => {
    const preview = await admin.get('/api/admin/email-preview');
    expect(preview.status).toBe(200);
    expect(preview.json.subject).toBe('Confirmación de tu depósito en garantía · Ciudad Deporte Motor ZMG');
    expect(preview.json.html).toContain('depósito en garantía de $10,000 MXN');
    expect(preview.json.html).toContain('3 a 5 días hábiles');
    expect(preview.json.html).toContain('ceo@cdm.test');

    const target = `prueba.${randomBytes(3).toString('hex')}@example.mx`;
    const sent = await admin.post('/api/admin/send-test-email', { email: target, type: 'payment-success' });
    expect(sent.status).toBe(202);
    const received = await eventually(() => {
      const emails = smtp.to(target);
      expect(emails).toHaveLength(1);
      return emails[0];
    });
    expect(received.subject).toBe('[Prueba] Confirmación de tu depósito en garantía · Ciudad Deporte Motor ZMG');

    const invalid = await admin.post('/api/admin/send-test-email', { email: 'no-es-email', type: 'payment-success' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual([{ field: 'email', message: 'Email válido es requerido' }]);
  });

  it('lets an admin reset a staff password, ending that account’s sessions, and audits it', async () => {
    const email = `rotar.${randomBytes(3).toString('hex')}@cdm.test`;
    const created = await admin.post('/api/admin/staff', { email, name: 'Rafael Ventas', role: 'advisor', password: 'Clave-Inicial-123' });
    const advisor = new HttpSession(testApp.baseUrl);
    await advisor.post('/api/admin/session', { email, password: 'Clave-Inicial-123' });

    expect((await admin.post(`/api/admin/staff/${created.json.id}/password`, { password: 'Clave-Nueva-12345' })).status).toBe(204);
    expect((await advisor.get('/api/admin/session')).status).toBe(401);
    expect((await postJson(testApp.baseUrl, '/api/admin/session', { email, password: 'Clave-Inicial-123' })).status).toBe(401);
    expect((await postJson(testApp.baseUrl, '/api/admin/session', { email, password: 'Clave-Nueva-12345' })).status).toBe(200);
    const actions = await testApp.db.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at`, [created.json.id]);
    expect(actions.map((row: { action: string }) => row.action)).toContain('staff.password_reset');

    const audit = await admin.get('/api/admin/audit-log?entityType=staff_account&pageSize=5');
    expect(audit.status).toBe(200);
    expect(audit.json.filters).toMatchObject({ entityTypes: expect.arrayContaining(['staff_account']) });
    expect((audit.json.items as Array<{ entityType: string }>).every((entry) => entry.entityType === 'staff_account')).toBe(true);
  });
});
