import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config';
import { EMAIL_QUEUE, SendEmailJob } from '../jobs/send-email.job';
import { enqueueEmail } from './queue-email.handler';
import { RequeueStalledEmailsCommand } from './requeue-stalled-emails.command';

const SWEEP_LOCK_ID = 7_412_101;

@CommandHandler(RequeueStalledEmailsCommand)
export class RequeueStalledEmailsHandler implements ICommandHandler<RequeueStalledEmailsCommand, number> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
  ) {}

  async execute({ olderThanMinutes }: RequeueStalledEmailsCommand): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // One sweeping instance at a time; the others skip this round.
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [SWEEP_LOCK_ID]);
      if (!locked) return 0;
      const stalled: Array<{ id: string }> = await manager.query(
        // A leased email is being sent; one whose lease has passed lost its sender and is due again.
        `SELECT id FROM email_log
          WHERE status = 'queued' AND updated_at < now() - make_interval(mins => $1) AND (lease_until IS NULL OR lease_until < now())
          ORDER BY updated_at LIMIT 500`,
        [olderThanMinutes],
      );
      // The job id is the email's: an email whose job still waits in Redis is not added twice.
      for (const { id } of stalled) await enqueueEmail(this.queue, id, this.config);
      return stalled.length;
    });
  }
}
