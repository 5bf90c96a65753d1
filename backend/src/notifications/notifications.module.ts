import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EmailLogRepository } from './persistence/email-log.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliverEmailHandler } from './commands/deliver-email.handler';
import { QueueEmailHandler } from './commands/queue-email.handler';
import { ReportDeliveredLetterConfirmationsHandler } from './commands/report-delivered-letter-confirmations.handler';
import { RequeueStalledEmailsHandler } from './commands/requeue-stalled-emails.handler';
import { ResendEmailHandler } from './commands/resend-email.handler';
import { ReportDeliveredLetterConfirmationsCron } from './jobs/report-delivered-letter-confirmations.cron';
import { RequeueStalledEmailsCron } from './jobs/requeue-stalled-emails.cron';
import { SendPresentationBookingEmailsListener } from './listeners/send-presentation-booking-emails.listener';
import { SendReservationEmailsListener } from './listeners/send-reservation-emails.listener';
import { SendContractEmailsListener } from './listeners/send-contract-emails.listener';
import { SendApplicationEmailsListener } from './listeners/send-application-emails.listener';
import { SendPartnerEmailsListener } from './listeners/send-partner-emails.listener';
import { EMAIL_QUEUE } from './jobs/send-email.job';
import { SendEmailProcessor } from './jobs/send-email.processor';
import { SendAccountLinkEmailsListener } from './listeners/send-account-link-emails.listener';
import { SendInformationRequestEmailsListener } from './listeners/send-information-request-emails.listener';
import { ReportLetterConfirmationDeliveredListener } from './listeners/report-letter-confirmation-delivered.listener';
import { SendLetterOfIntentEmailsListener } from './listeners/send-letter-of-intent-emails.listener';
import { NotificationsAdminController } from './notifications-admin.controller';
import { EmailLogEntity } from './persistence/email-log.entity';
import { ListEmailsHandler } from './queries/list-emails.handler';
import { RecipientCap } from './recipient-cap';
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
        EmailLogRepository,
        QueueEmailHandler,
        RecipientCap,
        ResendEmailHandler,
        ListEmailsHandler,
        SealedSecrets,
        SendAccountLinkEmailsListener,
        DeliverEmailHandler,
        RequeueStalledEmailsHandler,
        MailTransport,
        SendInformationRequestEmailsListener,
        SendPresentationBookingEmailsListener,
        SendReservationEmailsListener,
        SendContractEmailsListener,
        SendApplicationEmailsListener,
        SendPartnerEmailsListener,
        ...(processJobs ? [SendEmailProcessor, RequeueStalledEmailsCron] : []),
        SendLetterOfIntentEmailsListener,
        ReportLetterConfirmationDeliveredListener,
        ReportDeliveredLetterConfirmationsHandler,
        ...(processJobs ? [SendEmailProcessor, RequeueStalledEmailsCron, ReportDeliveredLetterConfirmationsCron] : []),
      ],
    };
  }
}
