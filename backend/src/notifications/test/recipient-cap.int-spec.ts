import { randomBytes } from 'node:crypto';
import { eventually } from '../../../test-support/eventually';
import { informationRequestBody as informationRequest, settle } from '../../../test-support/fixtures';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';

const MINUTE = 60_000;

describe('public emails per recipient (a daily cap, so a form cannot flood one inbox)', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    // The real daily cap (the other limits stay generous: this is not about the throttle).
    testApp = await startTestApp({ SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'ventas.cap@cdm.test', EMAIL_CAP_PER_RECIPIENT_PER_DAY: undefined });
    // Start the day's count at 01:00 UTC, so the two hours this suite moves the clock stay in one day.
    const now = testApp.clock.now();
    const oneAm = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1);
    testApp.clock.advance(oneAm - now.getTime());
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('sends at most 10 public emails a day to one mailbox, whatever its +tags; the rest are suppressed', async () => {
    const local = `tope.${randomBytes(3).toString('hex')}`;
    const addresses = Array.from({ length: 12 }, (_, index) => `${local}+${index + 1}@example.mx`);
    for (const address of addresses) {
      // Past the 10-minute repeat window each time: every request is a new lead.
      testApp.clock.advance(11 * MINUTE);
      const response = await postJson(testApp.baseUrl, '/api/information-request', informationRequest(address));
      expect(response.status).toBe(201);
    }

    const [{ count }] = await testApp.db.query('SELECT count(*)::int AS count FROM information_requests WHERE email_normalized LIKE $1', [`${local}+%`]);
    expect(count).toBe(12);
    const mailboxEmails = () => smtp.received.filter((email) => email.to.some((address) => address.startsWith(`${local}+`)));
    await eventually(() => expect(mailboxEmails()).toHaveLength(10));
    await eventually(() => expect(smtp.to('ventas.cap@cdm.test').filter((email) => email.text.includes(`${local}+`))).toHaveLength(12));
    // Time for an eleventh, if the cap let one through.
    await settle(2000);
    const toMailbox = mailboxEmails();
    expect(toMailbox).toHaveLength(10);
    // Ten different requests got their acknowledgement (the listener runs after each answer, so which ten may vary).
    const delivered = new Set(toMailbox.map((email) => email.to[0]));
    expect(delivered.size).toBe(10);
    expect([...delivered].every((address) => addresses.includes(address))).toBe(true);
    // Staff notices are not public emails: staff hears of every lead.
    expect(smtp.to('ventas.cap@cdm.test').filter((email) => email.text.includes(`${local}+`))).toHaveLength(12);
    const [{ logged }] = await testApp.db.query(
      `SELECT count(*)::int AS logged FROM email_log WHERE template = 'information-request.acknowledgement' AND recipient LIKE $1`,
      [`${local}+%`],
    );
    expect(logged).toBe(10);
  });

  it('treats x+1@ and X+2@ inside 10 minutes as the same request (one row, one email)', async () => {
    const local = `etiqueta.${randomBytes(3).toString('hex')}`;
    testApp.clock.advance(MINUTE);
    const first = await postJson(testApp.baseUrl, '/api/information-request', informationRequest(`${local}+1@example.mx`));
    testApp.clock.advance(2 * MINUTE);
    const second = await postJson(testApp.baseUrl, '/api/information-request', informationRequest(`${local.toUpperCase()}+2@Example.MX`));
    const untagged = await postJson(testApp.baseUrl, '/api/information-request', informationRequest(`${local}@example.mx`));

    expect(first.status).toBe(201);
    expect(second.json.id).toBe(first.json.id);
    expect(untagged.json.id).toBe(first.json.id);
    const [{ count }] = await testApp.db.query('SELECT count(*)::int AS count FROM information_requests WHERE email_normalized LIKE $1', [`${local}%`]);
    expect(count).toBe(1);
    const toLocal = () => smtp.received.filter((email) => email.to.some((address) => address.toLowerCase().startsWith(local)));
    await eventually(() => expect(toLocal()).toHaveLength(1));
    await settle(2000);
    expect(toLocal()).toHaveLength(1);
  });
});
