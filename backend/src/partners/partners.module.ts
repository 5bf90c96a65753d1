import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  CreatePartnerFromSaleHandler,
  DownloadPartnerPaymentProofHandler,
  RecordPartnerPaymentHandler,
  RequestPartnerStatementHandler,
  RunDailyPartnerRemindersHandler,
  SendPartnerRemindersHandler,
  SetDownPaymentStatusHandler,
} from './commands/partner.handlers';
import { DailyPartnerRemindersCron } from './jobs/daily-partner-reminders.cron';
import { CreatePartnerFromSaleListener } from './listeners/create-partner-from-sale.listener';
import { PartnersAdminController } from './partners-admin.controller';
import { PartnerEntity } from './persistence/partner.entity';
import { PartnerPaymentProofEntity } from './persistence/partner-payment-proof.entity';
import {
  GetPartnerDetailHandler,
  GetPartnerHandler,
  GetPartnerItemHandler,
  GetPartnerStatementPdfHandler,
  GetSalesStatsHandler,
  ListPartnersHandler,
} from './queries/partner.handlers';
import { PartnerStanding } from './standing';

@Module({})
export class PartnersModule {
  /** The daily run goes where the worker runs (APP_ROLE all or worker). */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: PartnersModule,
      imports: [CqrsModule, TypeOrmModule.forFeature([PartnerEntity, PartnerPaymentProofEntity])],
      controllers: [PartnersAdminController],
      providers: [
        PartnerStanding,
        CreatePartnerFromSaleHandler,
        RecordPartnerPaymentHandler,
        DownloadPartnerPaymentProofHandler,
        SetDownPaymentStatusHandler,
        SendPartnerRemindersHandler,
        RunDailyPartnerRemindersHandler,
        RequestPartnerStatementHandler,
        ListPartnersHandler,
        GetPartnerItemHandler,
        GetPartnerDetailHandler,
        GetPartnerStatementPdfHandler,
        GetPartnerHandler,
        GetSalesStatsHandler,
        CreatePartnerFromSaleListener,
        ...(processJobs ? [DailyPartnerRemindersCron] : []),
      ],
    };
  }
}
