import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { canMoveReservation, hasMadeReservationMove, reservationStatusAfter } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { ReservationConvertedToSaleEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { ConvertReservationToSaleCommand } from './convert-reservation-to-sale.command';

@CommandHandler(ConvertReservationToSaleCommand)
export class ConvertReservationToSaleHandler implements ICommandHandler<ConvertReservationToSaleCommand, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationId, context }: ConvertReservationToSaleCommand): Promise<AdminReservation> {
    await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      if (hasMadeReservationMove(reservation.status, 'convert')) return;
      if (!canMoveReservation(reservation.status, 'convert')) throw new ReservationStateError(RESERVATIONS_MESSAGES.convertOnlyActive);
      const now = this.clock.now();
      if (!(await this.reservations.convert(reservation, now, manager))) {
        throw new ReservationStateError(RESERVATIONS_MESSAGES.unitNotReserved(reservation.unitCode));
      }
      await this.reservations.auditMove(
        context,
        reservation,
        'unit_reservation.converted',
        {
          status: reservationStatusAfter('convert'),
          unitCode: reservation.unitCode,
        },
        manager,
      );
      // Partner creation and referral credits follow from this row, committed with the sale.
      await this.outbox.add(manager, new ReservationConvertedToSaleEvent(reservation.id, reservation.investorId, reservation.unitCode, reservation.plan, now));
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
