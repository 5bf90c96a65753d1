import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ReservationActivatedEvent } from '../../reservations';
import { GenerateContractCommand } from '../commands/generate-contract.command';

/** A paid deposit makes the reservation active: its contract is generated from the outbox, so a crash loses nothing. */
@EventsHandler(ReservationActivatedEvent)
export class GenerateContractOnActivationListener implements IEventHandler<ReservationActivatedEvent> {
  private readonly logger = new Logger(GenerateContractOnActivationListener.name);

  constructor(private readonly commands: CommandBus) {}

  async handle(event: ReservationActivatedEvent): Promise<void> {
    try {
      await this.commands.execute(new GenerateContractCommand(event.reservationId));
    } catch (error) {
      this.logger.error({ err: error, reservationId: event.reservationId }, 'Could not generate the contract');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
