import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { canMoveReservation, hasMadeReservationMove, reservationStatusAfter } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { RefundPaymentCommand, type RefundPaymentResult } from '../../payments';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { RefundReservationDepositCommand } from './refund-reservation-deposit.command';

@CommandHandler(RefundReservationDepositCommand)
export class RefundReservationDepositHandler implements ICommandHandler<RefundReservationDepositCommand, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, context }: RefundReservationDepositCommand): Promise<AdminReservation> {
    const reservation = await this.reservations.findById(reservationId);
    if (!reservation) throw new ReservationNotFoundError();
    if (reservation.depositMethod !== 'card' || !reservation.depositPaidAt) throw new ReservationStateError(RESERVATIONS_MESSAGES.refundOnlyCard);
    if (hasMadeReservationMove(reservation.status, 'convert')) throw new ReservationStateError(RESERVATIONS_MESSAGES.alreadySold);

    const payment = await this.commands.execute<RefundPaymentCommand, RefundPaymentResult>(
      new RefundPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId, context),
    );
    await this.reservations.transaction(async (manager) => {
      const locked = await this.reservations.lockById(reservationId, manager);
      if (!locked) throw new ReservationNotFoundError();
      // An active hold is released; any other (a late deposit on a closed hold) only records the refund.
      const releasing = canMoveReservation(locked.status, 'refund');
      await this.reservations.recordRefund(locked, payment.refundStatus, releasing, this.clock.now(), manager);
      if (releasing) {
        const after = { status: reservationStatusAfter('refund'), refundStatus: payment.refundStatus };
        await this.reservations.auditMove(context, locked, 'unit_reservation.refunded', after, manager);
      }
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
