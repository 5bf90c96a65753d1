import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { AppConfig } from '../../platform/config';
import { enqueueEmail } from '../jobs/enqueue-email';
import { EMAIL_QUEUE, SendEmailJob } from '../jobs/send-email.job';
import { EmailLogRepository } from '../persistence/email-log.repository';
import { RequeueStalledEmailsCommand } from './requeue-stalled-emails.command';

@CommandHandler(RequeueStalledEmailsCommand)
export class RequeueStalledEmailsHandler implements ICommandHandler<RequeueStalledEmailsCommand, number> {
  constructor(
    private readonly emails: EmailLogRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
  ) {}

  async execute({ olderThanMinutes }: RequeueStalledEmailsCommand): Promise<number> {
    return this.emails.transaction(async (manager) => {
      // One sweeping instance at a time; the others skip this round.
      if (!(await this.emails.tryLockSweep(manager))) return 0;
      const stalled = await this.emails.stalled(olderThanMinutes, manager);
      // The job id is the email's: an email whose job still waits in Redis is not added twice.
      for (const id of stalled) await enqueueEmail(this.queue, id, this.config);
      return stalled.length;
    });
  }
}
