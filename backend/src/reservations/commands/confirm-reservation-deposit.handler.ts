import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import {
  canMoveReservation,
  depositConfirmationProblem,
  hasMadeReservationMove,
  mexicoCityIsoDate,
  outstandingCentavos,
  waivedByConfirmation,
  type DepositConfirmationProblem,
} from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { ValidationFailedException } from '../../platform/errors';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES as m } from '../reservations.messages';
import { ConfirmReservationDepositCommand } from './confirm-reservation-deposit.command';
import { depositTarget, ReservationDeposits } from './reservation-deposits';

const PROBLEMS: Record<Exclude<DepositConfirmationProblem, 'already_paid'>, { field: string; message: string }> = {
  not_positive: { field: 'amountCentavos', message: m.depositAmountNotPositive },
  short_needs_admin: { field: 'amountCentavos', message: m.depositShortNeedsAdmin },
  short_needs_reason: { field: 'reason', message: m.depositShortNeedsReason },
};

@CommandHandler(ConfirmReservationDepositCommand)
export class ConfirmReservationDepositHandler implements ICommandHandler<ConfirmReservationDepositCommand, AdminReservation> {
  constructor(
    private readonly deposits: ReservationDeposits,
    private readonly ledger: MoneyLedger,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, context, confirmation }: ConfirmReservationDepositCommand): Promise<AdminReservation> {
    await this.deposits.onLockedReservation(reservationId, async ({ reservation, manager, now }) => {
      if (!reservation) throw new ReservationNotFoundError();
      if (hasMadeReservationMove(reservation.status, 'confirmDeposit') && reservation.depositPaidAt) return;
      if (!canMoveReservation(reservation.status, 'confirmDeposit')) throw new ReservationStateError(m.confirmOnlyUnpaid);
      const outstanding = outstandingCentavos(await this.deposits.lockMoney(manager, reservation));
      let received = 0;
      let waived = 0;
      if (outstanding > 0) {
        // Staff's word is a receipt of its own in the record; a statement line that brings the same money later is shown to staff.
        received = confirmation.amountCentavos ?? outstanding;
        const problem = depositConfirmationProblem({ outstandingCentavos: outstanding, amountCentavos: received, byAdmin: confirmation.byAdmin, reason: confirmation.reason });
        if (problem && problem !== 'already_paid') throw new ValidationFailedException([PROBLEMS[problem]]);
        const target = depositTarget(reservation.id);
        await this.ledger.receive(manager, target, { source: 'staff', sourceId: randomUUID(), amountCentavos: received, receivedOn: mexicoCityIsoDate(now), note: m.staffReceiptNote }, context);
        waived = waivedByConfirmation(outstanding, received);
        await this.ledger.waive(manager, target, waived);
      }
      await this.deposits.activate(
        manager,
        reservation,
        'blocked',
        { context, action: 'unit_reservation.deposit_confirmed', after: { receivedCentavos: received, waivedCentavos: waived, ...(waived > 0 ? { reason: confirmation.reason?.trim() } : {}) } },
        { unitMayNotMove: true },
      );
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
