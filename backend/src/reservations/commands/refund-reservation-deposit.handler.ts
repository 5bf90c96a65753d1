import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { canMoveReservation, hasMadeReservationMove, reservationStatusAfter } from '@cdm/domain';
import { MoneyLedger, RefundPaymentCommand, type RefundPaymentResult } from '../../payments';
import { Clock } from '../../platform/clock/clock';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES as m } from '../reservations.messages';
import { RefundReservationDepositCommand } from './refund-reservation-deposit.command';
import { depositTarget, ReservationDeposits } from './reservation-deposits';

@CommandHandler(RefundReservationDepositCommand)
export class RefundReservationDepositHandler implements ICommandHandler<RefundReservationDepositCommand, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly deposits: ReservationDeposits,
    private readonly ledger: MoneyLedger,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, context, rescission }: RefundReservationDepositCommand): Promise<AdminReservation> {
    const target = depositTarget(reservationId);
    await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      if (hasMadeReservationMove(reservation.status, 'convert')) throw new ReservationStateError(m.alreadySold);
      await this.deposits.lockMoney(manager, reservation);
      if (!canMoveReservation(reservation.status, 'refund')) {
        // A closed hold may still hold a late card deposit to send back; nothing else is refunded here.
        if (((await this.ledger.toReturnBySource(target, manager)).card ?? 0) > 0) return;
        throw new ReservationStateError(m.refundOnlyPaid);
      }
      // The contract first: a signed one is rescinded with the admin's reason, or nothing happens.
      const contract = await this.deposits.settleContract(manager, reservation.id, 'refund', rescission, context);
      const toReturnCentavos = await this.ledger.endTarget(manager, target, context, m.endTargetReason.refund);
      await this.reservations.releaseRefunded(reservation, this.clock.now(), manager);
      await this.reservations.auditMove(
        context,
        reservation,
        'unit_reservation.refunded',
        { status: reservationStatusAfter('refund'), unitCode: reservation.unitCode, toReturnCentavos, contract: contract.outcome, ...(contract.outcome === 'rescinded' ? { rescissionReason: rescission?.reason?.trim() } : {}) },
        manager,
      );
    });
    // A card's share goes back to the card (after the commit: the provider is never called in a
    // transaction; a pending refund is retried by the payments reconciliation). A transfer's share waits
    // in "Por devolver" until staff send it back.
    if (((await this.ledger.toReturnBySource(target)).card ?? 0) > 0) {
      const payment = await this.commands.execute<RefundPaymentCommand, RefundPaymentResult>(new RefundPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId, context));
      if (payment?.refundStatus) await this.reservations.recordRefundStatus(reservationId, payment.refundStatus, this.clock.now());
    }
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
