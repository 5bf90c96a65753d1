import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from '../../../test-support/eventually';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { DeliverEmailCommand } from '../commands/deliver-email.command';
import type { DeliveryOutcome } from '../commands/deliver-email.handler';
import { RequeueStalledEmailsCommand } from '../commands/requeue-stalled-emails.command';
import { SendEmailProcessor } from '../jobs/send-email.processor';

const HOLD_MS = 400;

/** An SMTP server that answers each message only after HOLD_MS, so two sends really overlap. */
class SlowSmtp {
  readonly recipients: string[] = [];
  private server: SMTPServer | null = null;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        this.recipients.push(address.address);
        callback();
      },
      onData: (stream, _session, callback) => {
        stream.on('end', () => setTimeout(() => callback(), HOLD_MS));
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  to(address: string): number {
    return this.recipients.filter((recipient) => recipient === address).length;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

describe('the lease an email is claimed with while it is sent', () => {
  let testApp: TestApp;
  let smtp: SlowSmtp;
  let commands: CommandBus;

  beforeAll(async () => {
    smtp = new SlowSmtp();
    const smtpUrl = await smtp.start();
    testApp = await startTestApp({ SMTP_URL: smtpUrl, EMAIL_LEASE_SECONDS: '60', EMAIL_WORKER_CONCURRENCY: '40' });
    commands = testApp.app.get(CommandBus);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  /** A queued row written straight to the log, with no job: only the runs the test starts send it. */
  async function queuedEmail(): Promise<{ id: string; recipient: string }> {
    const tag = randomBytes(4).toString('hex');
    const recipient = `arrendamiento.${tag}@example.mx`;
    const [row] = await testApp.db.query<Array<{ id: string }>>(
      `INSERT INTO email_log (dedupe_key, template, recipient, subject, html, text)
       VALUES ($1, 'prueba', $2, 'Prueba de arrendamiento', '<p>Hola</p>', 'Hola') RETURNING id`,
      [`prueba.arrendamiento.${tag}`, recipient],
    );
    return { id: row.id, recipient };
  }

  const rowOf = async (id: string) =>
    (
      await testApp.db.query<Array<{ status: string; attempts: number; lease_until: Date | null; sent_at: Date | null }>>(
        'SELECT status, attempts, lease_until, sent_at FROM email_log WHERE id = $1',
        [id],
      )
    )[0];

  const deliver = (id: string) => commands.execute<DeliverEmailCommand, DeliveryOutcome>(new DeliverEmailCommand(id, 1, 5));

  it('lets one of two concurrent sends of the same email reach the mail server; the other is refused by the live lease', async () => {
    const { id, recipient } = await queuedEmail();

    const outcomes = await Promise.allSettled([deliver(id), deliver(id)]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => (outcome as PromiseFulfilledResult<DeliveryOutcome>).value)).toEqual(['sent']);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String(refused[0].reason)).toMatch(/being delivered by another run/);
    expect(smtp.to(recipient)).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lease_until: null });
    // A later run of the job finds it sent and sends nothing.
    await expect(deliver(id)).resolves.toBe('already-sent');
    expect(smtp.to(recipient)).toBe(1);
  });

  it('re-claims an email whose lease has expired (its sender died mid-send) and sends it', async () => {
    const { id, recipient } = await queuedEmail();
    await testApp.db.query(`UPDATE email_log SET lease_until = now() - interval '1 second', attempts = 1 WHERE id = $1`, [id]);

    await expect(deliver(id)).resolves.toBe('sent');

    expect(smtp.to(recipient)).toBe(1);
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(row.lease_until).toBeNull();
    expect(row.sent_at).not.toBeNull();
  });

  it('does not claim an email whose lease is still live: nothing is sent and the row is left as it was', async () => {
    const { id, recipient } = await queuedEmail();
    await testApp.db.query(`UPDATE email_log SET lease_until = now() + interval '1 minute', attempts = 1 WHERE id = $1`, [id]);

    await expect(deliver(id)).rejects.toThrow(/being delivered by another run/);

    expect(smtp.to(recipient)).toBe(0);
    const row = await rowOf(id);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.lease_until!.getTime()).toBeGreaterThan(Date.now());
  });

  it('sets a lease of EMAIL_LEASE_SECONDS while sending and clears it when the send fails', async () => {
    const { id } = await queuedEmail();
    const sending = deliver(id);
    const during = await (async () => {
      for (let tries = 0; tries < 50; tries++) {
        const row = await rowOf(id);
        if (row.lease_until) return row;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return rowOf(id);
    })();
    await sending;
    expect(during.status).toBe('queued');
    const leaseSeconds = (during.lease_until!.getTime() - Date.now()) / 1000;
    expect(leaseSeconds).toBeGreaterThan(50);
    expect(leaseSeconds).toBeLessThanOrEqual(60);

    // A failed send gives the lease back at once, so the queue's retry can claim it.
    const failing = await queuedEmail();
    await testApp.db.query(`UPDATE email_log SET recipient = 'no es una dirección' WHERE id = $1`, [failing.id]);
    await expect(deliver(failing.id)).rejects.toThrow();
    const failed = await rowOf(failing.id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lease_until: null });
  });

  it('runs EMAIL_WORKER_CONCURRENCY sends at once in one worker process', () => {
    expect(testApp.app.get(SendEmailProcessor).worker.concurrency).toBe(40);
  });

  it('lets the stalled-email sweep re-enqueue an email whose lease has expired, and not one whose lease is live', async () => {
    const expired = await queuedEmail();
    const live = await queuedEmail();
    await testApp.db.query(`UPDATE email_log SET lease_until = now() - interval '1 second', updated_at = now() - interval '10 minutes' WHERE id = $1`, [expired.id]);
    await testApp.db.query(`UPDATE email_log SET lease_until = now() + interval '1 minute', updated_at = now() - interval '10 minutes' WHERE id = $1`, [live.id]);

    await commands.execute(new RequeueStalledEmailsCommand(5));

    // The queue's worker sends the re-enqueued one; the one another run holds stays with that run.
    await eventually(async () => expect((await rowOf(expired.id)).status).toBe('sent'));
    expect(smtp.to(expired.recipient)).toBe(1);
    expect(smtp.to(live.recipient)).toBe(0);
    expect(await rowOf(live.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
