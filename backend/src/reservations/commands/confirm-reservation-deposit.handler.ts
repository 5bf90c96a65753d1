import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { canMoveReservation, hasMadeReservationMove, reservationStatusAfter } from '@cdm/domain';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { ConfirmReservationDepositCommand } from './confirm-reservation-deposit.command';
import { ReservationDeposits } from './reservation-deposits';

@CommandHandler(ConfirmReservationDepositCommand)
export class ConfirmReservationDepositHandler implements ICommandHandler<ConfirmReservationDepositCommand, AdminReservation> {
  constructor(
    private readonly deposits: ReservationDeposits,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, context }: ConfirmReservationDepositCommand): Promise<AdminReservation> {
    const holdDays = await this.deposits.holdDays();
    await this.deposits.onLockedReservation(reservationId, async ({ reservation, manager, now }) => {
      if (!reservation) throw new ReservationNotFoundError();
      if (hasMadeReservationMove(reservation.status, 'confirmDeposit') && reservation.depositPaidAt) return;
      if (!canMoveReservation(reservation.status, 'confirmDeposit')) throw new ReservationStateError(RESERVATIONS_MESSAGES.confirmOnlyUnpaid);
      const method = reservation.depositMethod === 'bank_transfer' ? 'bank_transfer' : 'staff';
      // Staff saw the money arrive: the deposit is recorded whatever the unit's row says.
      await this.deposits.activate(
        manager,
        reservation,
        { method, paidAt: now, holdDays, unitFrom: 'blocked', now, unitMayNotMove: true },
        { context, action: 'unit_reservation.deposit_confirmed', after: { status: reservationStatusAfter('confirmDeposit'), holdDays } },
      );
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
