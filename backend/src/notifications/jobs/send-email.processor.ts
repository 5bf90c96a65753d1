import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { DeliverEmailCommand } from '../commands/deliver-email.command';
import { EMAIL_QUEUE, SendEmailJob } from './send-email.job';

@Processor(EMAIL_QUEUE, { concurrency: 5 })
export class SendEmailProcessor extends WorkerHost {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(job: Job<SendEmailJob>): Promise<string> {
    return this.commands.execute(new DeliverEmailCommand(job.data.emailId, job.attemptsMade + 1, job.opts.attempts ?? 1));
  }
}
