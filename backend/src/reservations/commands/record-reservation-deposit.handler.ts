import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { canMoveReservation, isClosedReservation, reservationStatusAfter } from '@cdm/domain';
import { QueryFailedError } from 'typeorm';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { RefundPaymentCommand } from '../../payments';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';
import { RecordReservationDepositCommand, type RecordReservationDepositOutcome as Outcome } from './record-reservation-deposit.command';
import { ReservationDeposits } from './reservation-deposits';

@CommandHandler(RecordReservationDepositCommand)
export class RecordReservationDepositHandler implements ICommandHandler<RecordReservationDepositCommand, Outcome> {
  private readonly logger = new Logger(RecordReservationDepositHandler.name);

  constructor(
    private readonly reservations: ReservationRepository,
    private readonly deposits: ReservationDeposits,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reservationId, payment }: RecordReservationDepositCommand): Promise<Outcome> {
    const holdDays = await this.deposits.holdDays();
    let outcome: Outcome;
    try {
      outcome = await this.apply(reservationId, payment, holdDays, true);
    } catch (error) {
      // Another hold took the unit between our check and our write: treat it as taken.
      if (!(error instanceof QueryFailedError)) throw error;
      outcome = await this.apply(reservationId, payment, holdDays, false);
    }

    if (outcome === 'late_refund') {
      try {
        await this.commands.execute(new RefundPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId, SYSTEM_CONTEXT));
      } catch (error) {
        this.logger.error({ err: error, reservationId }, 'Late deposit refund could not be requested; reconciliation retries pending refunds');
      }
    }
    return outcome;
  }

  private apply(reservationId: string, payment: RecordReservationDepositCommand['payment'], holdDays: number, mayReclaim: boolean): Promise<Outcome> {
    return this.deposits.onLockedReservation(reservationId, async ({ reservation, manager, now }) => {
      if (!reservation) return 'unchanged';

      if (payment.refundStatus && payment.refundStatus !== reservation.refundStatus) {
        await this.reservations.recordRefundStatus(reservation.id, payment.refundStatus, now, manager);
      }
      if (payment.status !== 'succeeded' || reservation.depositPaidAt) return 'unchanged';

      const paidAt = payment.succeededAt ?? now;
      const activate = (unitFrom: 'blocked' | 'available') =>
        this.deposits.activate(
          manager,
          reservation,
          { method: 'card', paidAt, holdDays, unitFrom, now },
          {
            context: SYSTEM_CONTEXT,
            action: 'unit_reservation.deposit_paid',
            after: { status: reservationStatusAfter('payByCard'), unitCode: reservation.unitCode },
          },
        );

      if (canMoveReservation(reservation.status, 'payByCard')) {
        return (await activate('blocked')) ? 'activated' : 'unchanged';
      }
      if (canMoveReservation(reservation.status, 'reclaimByCard') && mayReclaim && (await activate('available'))) {
        return 'activated';
      }
      if (!isClosedReservation(reservation.status)) return 'unchanged';
      // Paid too late and the unit is gone: the money goes back.
      await this.deposits.keepForRefund(manager, reservation, paidAt, now);
      return 'late_refund';
    });
  }
}
