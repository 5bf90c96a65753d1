import { CommandBus } from '@nestjs/cqrs';
import { eventually } from '../../../test-support/eventually';
import { freePort } from '../../../test-support/free-port';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../test-support/test-app';
import { DeliverEmailCommand } from '../commands/deliver-email.command';
import { QueueEmailCommand } from '../commands/queue-email.command';

describe('an email delivered by several runs at once', () => {
  let testApp: TestApp;
  let smtp: SmtpListener;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await new SmtpListener().start(smtpPort);
    testApp = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('reaches the mail server once when its job runs again while the first run is still sending', async () => {
    const commands = testApp.app.get(CommandBus);
    const recipient = `una.vez.${Date.now()}@example.mx`;
    const emailId = await commands.execute<QueueEmailCommand, string>(
      new QueueEmailCommand(`prueba.entrega-unica.${Date.now()}`, recipient, {
        template: 'prueba',
        subject: 'Una sola vez',
        html: '<p>Una sola vez</p>',
        text: 'Una sola vez',
      }),
    );

    // The queued job, plus ten runs of the same delivery started together (a stalled job run again).
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => commands.execute(new DeliverEmailCommand(emailId, 1, 5))));

    await eventually(async () => {
      const [row] = await testApp.db.query('SELECT status FROM email_log WHERE id = $1', [emailId]);
      expect(row.status).toBe('sent');
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(recipient)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of refused) expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/being delivered by another run/);
  });
});
