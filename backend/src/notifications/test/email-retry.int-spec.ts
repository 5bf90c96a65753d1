import { eventually } from '../../../test-support/eventually';
import { freePort } from '../../../test-support/free-port';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';

describe('email delivery when the SMTP server is down', () => {
  let testApp: TestApp;
  let smtp: SmtpListener | null = null;

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('retries with backoff, delivers once the server is back, and logs the attempts', async () => {
    const smtpPort = await freePort();
    testApp = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, EMAIL_RETRY_BASE_MS: '150' });
    const email = `reintento.${Date.now()}@example.mx`;

    const response = await postJson(testApp.baseUrl, '/api/information-request', {
      fullName: 'Carlos Reyes',
      email,
      phone: '3398765432',
      interestType: 'piloto',
      productsOfInterest: ['boxes-karting'],
    });
    expect(response.status).toBe(201);

    const logOf = async () =>
      (
        await testApp.db.query(
          `SELECT status, attempts, last_error, lease_until FROM email_log WHERE dedupe_key = $1`,
          [`information-request.${response.json.id}.acknowledgement`],
        )
      )[0];

    // Down: at least two failed attempts recorded, the email still queued. An attempt counts when it
    // claims the email, so the second one has failed only once its lease is released.
    const failing = await eventually(async () => {
      const row = await logOf();
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.lease_until).toBeNull();
      return row;
    });
    expect(failing.status).toBe('queued');
    expect(failing.last_error).toMatch(/ECONNREFUSED/);

    smtp = await new SmtpListener().start(smtpPort);

    await eventually(() => expect(smtp!.to(email)).toHaveLength(1), { timeoutMs: 25_000 });
    const delivered = await eventually(async () => {
      const row = await logOf();
      expect(row.status).toBe('sent');
      return row;
    });
    expect(delivered.attempts).toBeGreaterThan(failing.attempts - 1);
    expect(delivered.attempts).toBeGreaterThanOrEqual(3);
    expect(delivered.last_error).toBeNull();
    // Delivered exactly once, even after the retries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(email)).toHaveLength(1);
  });
});
