import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { canMoveReservation, isClosedReservation, isTargetCovered } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { Clock } from '../../platform/clock/clock';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES as m } from '../reservations.messages';
import { CancelReservationCommand } from './cancel-reservation.command';
import { depositTarget, ReservationDeposits } from './reservation-deposits';

@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand, void> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly deposits: ReservationDeposits,
    private readonly ledger: MoneyLedger,
    private readonly clock: Clock,
  ) {}

  async execute({ investorId, reservationId, context }: CancelReservationCommand): Promise<void> {
    await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockOwnById(investorId, reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      // Already over (cancelled before, or expired meanwhile): nothing left to cancel.
      if (isClosedReservation(reservation.status)) return;
      if (!canMoveReservation(reservation.status, 'cancel')) throw new ReservationStateError(m.cancelAfterDeposit);
      // Its deposit is covered (paid a moment ago): it is no longer the investor's to cancel.
      if (isTargetCovered(await this.deposits.lockMoney(manager, reservation))) throw new ReservationStateError(m.cancelAfterDeposit);
      await this.deposits.settleContract(manager, reservation.id, 'cancel', null, context);
      await this.ledger.endTarget(manager, depositTarget(reservation.id), context, m.endTargetReason.cancel);
      await this.reservations.closeUnpaidHold(reservation, 'cancel', this.clock.now(), context, manager);
    });
  }
}
