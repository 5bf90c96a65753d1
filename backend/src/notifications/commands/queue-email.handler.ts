import { InjectQueue } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SendEmailJob, sendEmailJobId } from '../jobs/send-email.job';
import { RecipientCap } from '../recipient-cap';
import { SealedSecrets } from '../secrets/sealed-secrets';
import { QueueEmailCommand } from './queue-email.command';

@CommandHandler(QueueEmailCommand)
export class QueueEmailHandler implements ICommandHandler<QueueEmailCommand, string | null> {
  private readonly logger = new Logger('Email');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
    private readonly sealedSecrets: SealedSecrets,
    private readonly recipientCap: RecipientCap,
  ) {}

  /** The email's log id, or null when the recipient's daily cap of public emails suppressed it. */
  async execute({ dedupeKey, recipient, email, secrets }: QueueEmailCommand): Promise<string | null> {
    if (!(await this.recipientCap.admit(email.template, recipient, dedupeKey))) {
      // Never the address: the template and the cap say enough.
      this.logger.warn({ template: email.template, capPerDay: this.config.emailCapPerRecipientPerDay }, 'Email suppressed: the recipient reached the daily cap of public emails');
      return null;
    }
    const sealed = secrets ? this.sealedSecrets.seal(secrets) : null;
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO email_log (dedupe_key, template, recipient, subject, html, text, sealed_secrets, carries_secret, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id`,
      [dedupeKey, email.template, recipient, email.subject, email.html, email.text, sealed, sealed !== null, JSON.stringify(email.attachments ?? [])],
    );
    await enqueueEmail(this.queue, row.id, this.config);
    return row.id;
  }
}

export function enqueueEmail(queue: Queue<SendEmailJob>, emailId: string, config: AppConfig, jobId = sendEmailJobId(emailId)) {
  return queue.add(
    SEND_EMAIL_JOB,
    { emailId },
    {
      jobId,
      attempts: config.emailMaxAttempts,
      backoff: { type: 'exponential', delay: config.emailRetryBaseMs },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  );
}
