import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ContractSealedEvent } from '../../contracts';
import { FunnelRefresh } from '../funnel-refresh';

/** A contract both parties signed (sealed) puts its investor at "contrato firmado". */
@EventsHandler(ContractSealedEvent)
export class RefreshFunnelOnContractListener implements IEventHandler<ContractSealedEvent> {
  constructor(private readonly refresh: FunnelRefresh) {}

  async handle(event: ContractSealedEvent): Promise<void> {
    await this.refresh.records('contract', [event.contractId]);
  }
}
