import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { canMoveReservation, isClosedReservation } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { CancelReservationCommand } from './cancel-reservation.command';

@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand, void> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ investorId, reservationId, context }: CancelReservationCommand): Promise<void> {
    await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockOwnById(investorId, reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      // Already over (cancelled before, or expired meanwhile): nothing left to cancel.
      if (isClosedReservation(reservation.status)) return;
      if (!canMoveReservation(reservation.status, 'cancel')) throw new ReservationStateError(RESERVATIONS_MESSAGES.cancelAfterDeposit);
      await this.reservations.closeUnpaidHold(reservation, 'cancel', this.clock.now(), context, manager);
    });
  }
}
