import { DynamicModule, Module, OnApplicationBootstrap } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { AnalyticsModule } from './analytics';
import { ApplicationsModule } from './applications';
import { ContractsModule } from './contracts';
import { DataRoomModule } from './dataroom';
import { InventoryModule } from './inventory';
import { LeadsModule } from './leads';
import { NotificationsModule } from './notifications';
import { AuditModule } from './platform/audit';
import { ClockModule } from './platform/clock/clock';
import { AppConfig, ConfigModule } from './platform/config';
import { DatabaseModule } from './platform/database';
import { DocumentsModule } from './platform/documents';
import { HealthModule } from './platform/health/health.module';
import { IdentityModule } from './platform/identity';
import { AppDocument } from './platform/http/app-document';
import { LoggingModule } from './platform/logging/logging.module';
import { MetricsModule } from './platform/metrics';
import { OpsModule } from './platform/ops';
import { SealCertificatesModule } from './platform/pdf';
import { OutboxModule } from './platform/outbox';
import { PaymentsModule } from './payments';
import { QueuesModule } from './platform/queues/queues.module';
import { RedisModule } from './platform/redis/redis.module';
import { PartnersModule } from './partners';
import { ReconciliationModule } from './reconciliation';
import { ReferralsModule } from './referrals';
import { ReservationsModule } from './reservations';
import { SiteModule } from './site';
import { CronStartGate, CronStartModule } from './platform/scheduling/cron-start';
import { SettingsModule } from './platform/settings/settings';
import { ThrottlingModule } from './platform/throttling';

@Module({})
export class AppModule implements OnApplicationBootstrap {
  constructor(private readonly crons: CronStartGate) {}

  /** The root module's hook runs after every other module's: every command handler is registered by now. */
  onApplicationBootstrap(): void {
    this.crons.release();
  }

  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        MetricsModule,
        ClockModule,
        DatabaseModule,
        RedisModule,
        QueuesModule,
        OutboxModule.register({ processJobs: config.runsWorkers }),
        SettingsModule,
        SealCertificatesModule,
        DocumentsModule,
        ScheduleModule.forRoot(),
        // Right after the scheduler: holds its crons until AppModule's hook, the last of the start-up.
        CronStartModule,
        CqrsModule.forRoot(),
        HealthModule,
        OpsModule,
        ThrottlingModule,
        AuditModule,
        IdentityModule,
        PaymentsModule.register({ processJobs: config.runsWorkers }),
        LeadsModule,
        ApplicationsModule,
        InventoryModule,
        ReservationsModule.register({ processJobs: config.runsWorkers }),
        PartnersModule.register({ processJobs: config.runsWorkers }),
        ReferralsModule,
        SiteModule,
        DataRoomModule,
        ContractsModule,
        ReconciliationModule,
        NotificationsModule.register({ processJobs: config.runsWorkers }),
        // Last: its listeners of an event run after the others' (the emails go out first).
        AnalyticsModule,
      ],
      providers: [AppDocument],
      exports: [AppDocument],
    };
  }
}
