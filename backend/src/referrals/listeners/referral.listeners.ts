import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import { GetReservationQuery, ReservationActivatedEvent, ReservationConvertedToSaleEvent, type ReservationView } from '../../reservations';
import { CreditSaleReferralCommand, RecordQualifyingDepositCommand } from '../commands/referral.commands';

/** A paid deposit may activate its owner's referral program (recomputed from the event, not on read). */
@EventsHandler(ReservationActivatedEvent)
export class ActivateReferralProgramListener implements IEventHandler<ReservationActivatedEvent> {
  private readonly logger = new Logger(ActivateReferralProgramListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle({ reservationId }: ReservationActivatedEvent): Promise<void> {
    try {
      const reservation = await this.queries.execute<GetReservationQuery, ReservationView | null>(new GetReservationQuery(reservationId));
      if (!reservation?.depositPaidAt) return;
      await this.commands.execute(new RecordQualifyingDepositCommand(reservation.investorId, reservation.reservationDepositCentavos));
    } catch (error) {
      this.logger.error({ err: error, reservationId }, 'Could not record a qualifying deposit');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}

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
