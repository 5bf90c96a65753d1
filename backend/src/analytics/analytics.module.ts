import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AnalyticsAdminController } from './analytics-admin.controller';
import { RebuildFunnelHandler } from './commands/rebuild-funnel.handler';
import { RefreshFunnelRecordsHandler } from './commands/refresh-funnel-records.handler';
import { FunnelRefresh } from './funnel-refresh';
import { FunnelSources } from './funnel-sources';
import { RebuildFunnelOnStart } from './jobs/rebuild-funnel-on-start';
import { RefreshFunnelOnAccountListener } from './listeners/refresh-funnel-on-account.listener';
import { RefreshFunnelOnApplicationListener } from './listeners/refresh-funnel-on-application.listener';
import { RefreshFunnelOnContractListener } from './listeners/refresh-funnel-on-contract.listener';
import { RefreshFunnelOnLeadListener } from './listeners/refresh-funnel-on-lead.listener';
import { RefreshFunnelOnReservationListener } from './listeners/refresh-funnel-on-reservation.listener';
import { FunnelPersonKeys } from './person-keys';
import { FunnelRepository } from './persistence/funnel.repository';
import { GetFunnelReportHandler } from './queries/get-funnel-report.handler';

/**
 * The sales funnel (issue 31): a read model of where each person stands, fed by the other contexts'
 * durable events and read through their public queries; the staff tab "Embudo". Owns funnel_facts,
 * funnel_people, funnel_sales, funnel_state. decisions.md #70–#74.
 */
@Module({
  imports: [CqrsModule],
  controllers: [AnalyticsAdminController],
  providers: [
    FunnelPersonKeys,
    FunnelRepository,
    FunnelSources,
    FunnelRefresh,
    RefreshFunnelRecordsHandler,
    RebuildFunnelHandler,
    GetFunnelReportHandler,
    RebuildFunnelOnStart,
    RefreshFunnelOnLeadListener,
    RefreshFunnelOnApplicationListener,
    RefreshFunnelOnAccountListener,
    RefreshFunnelOnReservationListener,
    RefreshFunnelOnContractListener,
  ],
})
export class AnalyticsModule {}
