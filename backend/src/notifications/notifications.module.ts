import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliverEmailHandler } from './commands/deliver-email.handler';
import { QueueEmailHandler } from './commands/queue-email.handler';
import { RequeueStalledEmailsHandler } from './commands/requeue-stalled-emails.handler';
import { ResendEmailHandler } from './commands/resend-email.handler';
import { RequeueStalledEmailsCron } from './jobs/requeue-stalled-emails.cron';
import { EMAIL_QUEUE } from './jobs/send-email.job';
import { SendEmailProcessor } from './jobs/send-email.processor';
import { SendAccountLinkEmailsListener } from './listeners/send-account-link-emails.listener';
import { SendInformationRequestEmailsListener } from './listeners/send-information-request-emails.listener';
import { NotificationsAdminController } from './notifications-admin.controller';
import { EmailLogEntity } from './persistence/email-log.entity';
import { ListEmailsHandler } from './queries/list-emails.handler';
import { SealedSecrets } from './secrets/sealed-secrets';
import { MailTransport } from './transport/mail-transport';

@Module({})
export class NotificationsModule {
  /** The worker side (queue processor, sweep) runs only in processes that process jobs. */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [CqrsModule, TypeOrmModule.forFeature([EmailLogEntity]), BullModule.registerQueue({ name: EMAIL_QUEUE })],
      controllers: [NotificationsAdminController],
      providers: [
        QueueEmailHandler,
        ResendEmailHandler,
        ListEmailsHandler,
        SealedSecrets,
        SendAccountLinkEmailsListener,
        DeliverEmailHandler,
        RequeueStalledEmailsHandler,
        MailTransport,
        SendInformationRequestEmailsListener,
        ...(processJobs ? [SendEmailProcessor, RequeueStalledEmailsCron] : []),
      ],
    };
  }
}
