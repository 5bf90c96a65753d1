import { Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { BackgroundPace } from '../../platform/queues/background-pace';
import { AppConfig } from '../../platform/config';
import { DeliverEmailCommand } from '../commands/deliver-email.command';
import { EMAIL_QUEUE, SendEmailJob } from './send-email.job';

/**
 * Sending waits on the mail server, not on the CPU or the database (a run holds no connection
 * while it talks SMTP), so one process runs many at once: EMAIL_WORKER_CONCURRENCY.
 */
@Processor(EMAIL_QUEUE)
export class SendEmailProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    private readonly pace: BackgroundPace,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.emailWorkerConcurrency;
  }

  async process(job: Job<SendEmailJob>): Promise<string> {
    await this.pace.turn();
    return this.commands.execute(new DeliverEmailCommand(job.data.emailId, job.attemptsMade + 1, job.opts.attempts ?? 1));
  }
}
