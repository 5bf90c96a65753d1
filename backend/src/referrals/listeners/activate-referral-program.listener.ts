import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import { GetReservationQuery, ReservationActivatedEvent, type ReservationView } from '../../reservations';
import { RecordQualifyingDepositCommand } from '../commands/record-qualifying-deposit.command';

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
