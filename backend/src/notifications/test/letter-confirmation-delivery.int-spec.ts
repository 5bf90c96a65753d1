import { CommandBus } from '@nestjs/cqrs';
import { eventually } from '../../../test-support/eventually';
import { freePort } from '../../../test-support/free-port';
import { HttpSession } from '../../../test-support/http-session';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { ReportDeliveredLetterConfirmationsCommand } from '../commands/report-delivered-letter-confirmations.command';

const PORTAL_PASSWORD = 'clave-portal-entregas';
const ADMIN = { email: 'admin.entregas@cdm.test', password: 'Admin-Entregas-2026!' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('"email sent" of a letter of intent follows the confirmation\'s real delivery', () => {
  let testApp: TestApp;
  let smtp: SmtpListener | null = null;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    testApp = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      EMAIL_MAX_ATTEMPTS: '1',
      PORTAL_PASSWORD,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  const emailSentOf = async (id: string) => (await testApp.db.query('SELECT email_sent FROM letter_submissions WHERE id = $1', [id]))[0].email_sent as boolean;

  it('stays false while the mail server is down, turns true when staff resend it and it is delivered, and a lost report is repeated by the sweep', async () => {
    const portal = new HttpSession(testApp.baseUrl);
    await portal.post('/api/gates/portal/unlock', { password: PORTAL_PASSWORD });
    const email = `entrega.${Date.now()}@example.mx`;
    const form = new FormData();
    form.append('name', 'Mariana Torres');
    form.append('email', email);
    form.append('ineFile', new Blob([PNG], { type: 'image/png' }), 'ine.png');
    const { json } = await portal.postForm('/api/letter-submission', form);
    const id = json.id as string;

    const confirmation = await eventually(async () => {
      const [row] = await testApp.db.query(`SELECT id, status FROM email_log WHERE dedupe_key = $1`, [`letter-of-intent.${id}.confirmation`]);
      expect(row.status).toBe('failed');
      return row as { id: string };
    });
    expect(await emailSentOf(id)).toBe(false);

    smtp = await new SmtpListener().start(smtpPort);
    const admin = new HttpSession(testApp.baseUrl);
    await admin.post('/api/admin/session', ADMIN);
    expect((await admin.post(`/api/admin/emails/${confirmation.id}/resend`)).status).toBe(202);
    await eventually(() => expect(smtp!.to(email)).toHaveLength(1));
    await eventually(async () => expect(await emailSentOf(id)).toBe(true));
    expect((await admin.get(`/api/admin/letter-submissions?search=${encodeURIComponent(email)}`)).json.items).toEqual([
      expect.objectContaining({ id, emailSent: true }),
    ]);

    // A delivery report lost to a crash (the event is in-process): the sweep repeats it.
    await testApp.db.query('UPDATE letter_submissions SET email_sent = false, email_sent_at = NULL WHERE id = $1', [id]);
    const commands = testApp.app.get(CommandBus);
    expect(await commands.execute(new ReportDeliveredLetterConfirmationsCommand())).toBeGreaterThanOrEqual(1);
    expect(await emailSentOf(id)).toBe(true);
    // Repeating it changes nothing (other test files' letters may be reported in between).
    await commands.execute(new ReportDeliveredLetterConfirmationsCommand());
    const [{ email_sent_at: sentAt }] = await testApp.db.query('SELECT email_sent_at FROM letter_submissions WHERE id = $1', [id]);
    expect(sentAt).toBeInstanceOf(Date);
  });
});
