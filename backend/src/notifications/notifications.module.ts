import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliverEmailHandler } from './commands/deliver-email.handler';
import { QueueEmailHandler } from './commands/queue-email.handler';
import { RequeueStalledEmailsHandler } from './commands/requeue-stalled-emails.handler';
import { RequeueStalledEmailsCron } from './jobs/requeue-stalled-emails.cron';
import { EMAIL_QUEUE } from './jobs/send-email.job';
import { SendEmailProcessor } from './jobs/send-email.processor';
import { SendInformationRequestEmailsListener } from './listeners/send-information-request-emails.listener';
import { EmailLogEntity } from './persistence/email-log.entity';
import { MailTransport } from './transport/mail-transport';

@Module({})
export class NotificationsModule {
  /** The worker side (queue processor, sweep) runs only in processes that process jobs. */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [CqrsModule, TypeOrmModule.forFeature([EmailLogEntity]), BullModule.registerQueue({ name: EMAIL_QUEUE })],
      providers: [
        QueueEmailHandler,
        DeliverEmailHandler,
        RequeueStalledEmailsHandler,
        MailTransport,
        SendInformationRequestEmailsListener,
        ...(processJobs ? [SendEmailProcessor, RequeueStalledEmailsCron] : []),
      ],
    };
  }
}
