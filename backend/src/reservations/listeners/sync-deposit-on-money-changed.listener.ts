import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MoneyTargetChangedEvent } from '../../payments';
import { SyncReservationDepositCommand } from '../commands/sync-reservation-deposit.command';

/** Money reached a reservation's deposit from a statement line or staff: the reservation follows it (delivered from the outbox; the command is idempotent). */
@EventsHandler(MoneyTargetChangedEvent)
export class SyncDepositOnMoneyChangedListener implements IEventHandler<MoneyTargetChangedEvent> {
  constructor(private readonly commands: CommandBus) {}

  async handle({ kind, targetId }: MoneyTargetChangedEvent): Promise<void> {
    if (kind !== 'unit_reservation') return;
    await this.commands.execute(new SyncReservationDepositCommand(targetId));
  }
}
