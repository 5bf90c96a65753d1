import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FunnelRefresh } from '../funnel-refresh';
import { RefreshFunnelRecordsCommand } from './refresh-funnel-records.command';

@CommandHandler(RefreshFunnelRecordsCommand)
export class RefreshFunnelRecordsHandler implements ICommandHandler<RefreshFunnelRecordsCommand, void> {
  constructor(private readonly refresh: FunnelRefresh) {}

  execute({ source, recordIds }: RefreshFunnelRecordsCommand): Promise<void> {
    return this.refresh.records(source, recordIds);
  }
}
