import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ReservationConvertedToSaleEvent } from '../../reservations';
import { CreditSaleReferralCommand } from '../commands/credit-sale-referral.command';

/** A referred buyer's sale earns its credits. */
@EventsHandler(ReservationConvertedToSaleEvent)
export class CreditSaleReferralListener implements IEventHandler<ReservationConvertedToSaleEvent> {
  private readonly logger = new Logger(CreditSaleReferralListener.name);

  constructor(private readonly commands: CommandBus) {}

  async handle(event: ReservationConvertedToSaleEvent): Promise<void> {
    try {
      await this.commands.execute(new CreditSaleReferralCommand(event.reservationId, event.investorId, event.plan));
    } catch (error) {
      this.logger.error({ err: error, reservationId: event.reservationId }, 'Could not credit a referred sale');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
