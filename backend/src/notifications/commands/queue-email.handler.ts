import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SendEmailJob, sendEmailJobId } from '../jobs/send-email.job';
import { QueueEmailCommand } from './queue-email.command';

@CommandHandler(QueueEmailCommand)
export class QueueEmailHandler implements ICommandHandler<QueueEmailCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
  ) {}

  async execute({ dedupeKey, recipient, email }: QueueEmailCommand): Promise<string> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO email_log (dedupe_key, template, recipient, subject, html, text)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id`,
      [dedupeKey, email.template, recipient, email.subject, email.html, email.text],
    );
    await enqueueEmail(this.queue, row.id, this.config);
    return row.id;
  }
}

export function enqueueEmail(queue: Queue<SendEmailJob>, emailId: string, config: AppConfig) {
  return queue.add(
    SEND_EMAIL_JOB,
    { emailId },
    {
      jobId: sendEmailJobId(emailId),
      attempts: config.emailMaxAttempts,
      backoff: { type: 'exponential', delay: config.emailRetryBaseMs },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  );
}
