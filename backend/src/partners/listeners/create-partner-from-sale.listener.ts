import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ReservationConvertedToSaleEvent } from '../../reservations';
import { CreatePartnerFromSaleCommand } from '../commands/create-partner-from-sale.command';

/** A sale in the reservations context makes its buyer a partner here. */
@EventsHandler(ReservationConvertedToSaleEvent)
export class CreatePartnerFromSaleListener implements IEventHandler<ReservationConvertedToSaleEvent> {
  private readonly logger = new Logger(CreatePartnerFromSaleListener.name);

  constructor(private readonly commands: CommandBus) {}

  async handle(event: ReservationConvertedToSaleEvent): Promise<void> {
    try {
      await this.commands.execute(
        new CreatePartnerFromSaleCommand(event.reservationId, event.investorId, event.unitCode, event.plan, event.convertedAt),
      );
    } catch (error) {
      this.logger.error({ err: error, reservationId: event.reservationId }, 'Could not create the partner of a sale; the daily run creates it');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
