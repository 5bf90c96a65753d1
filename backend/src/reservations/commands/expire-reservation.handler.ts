import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { canMoveReservation, isPastExpiry } from '@cdm/domain';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ReservationExpiredEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ExpireReservationCommand } from './expire-reservation.command';

@CommandHandler(ExpireReservationCommand)
export class ExpireReservationHandler implements ICommandHandler<ExpireReservationCommand, boolean> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute({ reservationId }: ExpireReservationCommand): Promise<boolean> {
    const expired = await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      const now = this.clock.now();
      // Re-checked under the lock: paid, extended or already released holds are left alone.
      if (!reservation || !canMoveReservation(reservation.status, 'expire')) return false;
      if (!isPastExpiry(reservation.expiresAt, now)) return false;
      await this.reservations.closeUnpaidHold(reservation, 'expire', now, SYSTEM_CONTEXT, manager);
      return true;
    });
    if (expired) this.events.publish(new ReservationExpiredEvent(reservationId));
    return expired;
  }
}
