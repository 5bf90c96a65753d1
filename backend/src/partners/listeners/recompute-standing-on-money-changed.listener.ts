import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MoneyTargetChangedEvent } from '../../payments';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { RecomputePartnerStandingCommand } from '../commands/recompute-partner-standing.command';

/** A statement line (or staff re-assigning money) changed a partner's money: their balance and standing follow (from the outbox; idempotent). */
@EventsHandler(MoneyTargetChangedEvent)
export class RecomputeStandingOnMoneyChangedListener implements IEventHandler<MoneyTargetChangedEvent> {
  constructor(private readonly commands: CommandBus) {}

  async handle({ kind, targetId }: MoneyTargetChangedEvent): Promise<void> {
    if (kind !== 'partner') return;
    await this.commands.execute(new RecomputePartnerStandingCommand(targetId, SYSTEM_CONTEXT));
  }
}
