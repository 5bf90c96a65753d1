import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InvestorAccountActivatedEvent } from '../../platform/identity';
import { FunnelRefresh } from '../funnel-refresh';

/** An account made active (its emailed link used) puts its person at "cuenta activa". */
@EventsHandler(InvestorAccountActivatedEvent)
export class RefreshFunnelOnAccountListener implements IEventHandler<InvestorAccountActivatedEvent> {
  constructor(private readonly refresh: FunnelRefresh) {}

  async handle(event: InvestorAccountActivatedEvent): Promise<void> {
    await this.refresh.records('account', [event.investorAccountId]);
  }
}
