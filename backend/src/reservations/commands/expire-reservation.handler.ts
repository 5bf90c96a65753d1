import { Logger } from '@nestjs/common';
import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { canMoveReservation, isPastExpiry, isTargetCovered } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ReservationExpiredEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ReservationContractRefusedError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES as m } from '../reservations.messages';
import { ExpireReservationCommand } from './expire-reservation.command';
import { depositTarget, ReservationDeposits } from './reservation-deposits';

@CommandHandler(ExpireReservationCommand)
export class ExpireReservationHandler implements ICommandHandler<ExpireReservationCommand, boolean> {
  private readonly logger = new Logger(ExpireReservationHandler.name);

  constructor(
    private readonly reservations: ReservationRepository,
    private readonly deposits: ReservationDeposits,
    private readonly ledger: MoneyLedger,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute({ reservationId }: ExpireReservationCommand): Promise<boolean> {
    let expired: boolean;
    try {
      expired = await this.reservations.transaction(async (manager) => {
        const reservation = await this.reservations.lockById(reservationId, manager);
        const now = this.clock.now();
        // Re-checked under the lock: paid, extended or already released holds are left alone.
        if (!reservation || !canMoveReservation(reservation.status, 'expire')) return false;
        if (!isPastExpiry(reservation.expiresAt, now)) return false;
        // Its money covers the deposit (a line applied a moment ago): it becomes active, never expires.
        if (isTargetCovered(await this.deposits.lockMoney(manager, reservation))) return false;
        await this.deposits.settleContract(manager, reservation.id, 'expire', null, SYSTEM_CONTEXT);
        // Part of the deposit may have arrived: it is to return, and the block takes no more.
        await this.ledger.endTarget(manager, depositTarget(reservation.id), SYSTEM_CONTEXT, m.endTargetReason.expire);
        await this.reservations.closeUnpaidHold(reservation, 'expire', now, SYSTEM_CONTEXT, manager);
        return true;
      });
    } catch (error) {
      // A signed contract on an unpaid hold cannot come from our paths; left for staff, never expired under it.
      if (!(error instanceof ReservationContractRefusedError)) throw error;
      this.logger.warn({ reservationId }, 'An overdue hold has a signed contract: left for staff');
      return false;
    }
    if (expired) this.events.publish(new ReservationExpiredEvent(reservationId));
    return expired;
  }
}
