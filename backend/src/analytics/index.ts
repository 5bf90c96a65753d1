// Public API of the analytics context: its module, and the commands the CLI and tests run.
export { AnalyticsModule } from './analytics.module';
export { RebuildFunnelCommand, type RebuildFunnelResult } from './commands/rebuild-funnel.command';
export { RefreshFunnelRecordsCommand } from './commands/refresh-funnel-records.command';
export { FUNNEL_SOURCES, type FunnelSource } from './funnel-sources';
