import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreatePartnerFromSaleHandler } from './commands/create-partner-from-sale.handler';
import { DownloadPartnerPaymentProofHandler } from './commands/download-partner-payment-proof.handler';
import { GetPartnerDetailHandler } from './queries/get-partner-detail.handler';
import { GetPartnerHandler } from './queries/get-partner.handler';
import { GetPartnerItemHandler } from './queries/get-partner-item.handler';
import { GetPartnerStatementPdfHandler } from './queries/get-partner-statement-pdf.handler';
import { GetSalesStatsHandler } from './queries/get-sales-stats.handler';
import { ListPartnersHandler } from './queries/list-partners.handler';
import { RecordPartnerPaymentHandler } from './commands/record-partner-payment.handler';
import { RecomputePartnerStandingHandler } from './commands/recompute-partner-standing.handler';
import { ListPartnerPaymentTargetsHandler } from './queries/list-partner-payment-targets.handler';
import { RequestPartnerStatementHandler } from './commands/request-partner-statement.handler';
import { RunDailyPartnerRemindersHandler } from './commands/run-daily-partner-reminders.handler';
import { SendPartnerRemindersHandler } from './commands/send-partner-reminders.handler';
import { SetDownPaymentStatusHandler } from './commands/set-down-payment-status.handler';
import { DailyPartnerRemindersCron } from './jobs/daily-partner-reminders.cron';
import { CreatePartnerFromSaleListener } from './listeners/create-partner-from-sale.listener';
import { RecomputeStandingOnMoneyChangedListener } from './listeners/recompute-standing-on-money-changed.listener';
import { PartnersAdminController } from './partners-admin.controller';
import { PartnersController } from './partners.controller';
import { ListMyPartnerPlansHandler } from './queries/list-my-partner-plans.handler';
import { PartnerEntity } from './persistence/partner.entity';
import { PartnerPaymentProofEntity } from './persistence/partner-payment-proof.entity';
import { PartnerChange } from './partner-change';
import { PartnerRepository } from './persistence/partner.repository';
import { PartnerViews } from './queries/partner-views';
import { PartnerStanding } from './standing';

@Module({})
export class PartnersModule {
  /** The daily run goes where the worker runs (APP_ROLE all or worker). */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: PartnersModule,
      imports: [CqrsModule, TypeOrmModule.forFeature([PartnerEntity, PartnerPaymentProofEntity])],
      controllers: [PartnersAdminController, PartnersController],
      providers: [
        PartnerRepository,
        PartnerStanding,
        PartnerViews,
        PartnerChange,
        CreatePartnerFromSaleHandler,
        RecordPartnerPaymentHandler,
        RecomputePartnerStandingHandler,
        ListPartnerPaymentTargetsHandler,
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
        ListMyPartnerPlansHandler,
        CreatePartnerFromSaleListener,
        RecomputeStandingOnMoneyChangedListener,
        ...(processJobs ? [DailyPartnerRemindersCron] : []),
      ],
    };
  }
}
