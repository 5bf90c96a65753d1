import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { canMoveReservation, isClosedReservation, reservationStatusAfter } from '@cdm/domain';
import { EntityManager, QueryFailedError } from 'typeorm';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { RefundPaymentCommand } from '../../platform/payments';
import { Settings } from '../../platform/settings/settings';
import { LateDepositRefundedEvent, ReservationActivatedEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RESERVATION_PAYMENT_PURPOSE, UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { RecordReservationDepositCommand, type RecordReservationDepositOutcome as Outcome } from './record-reservation-deposit.command';

@CommandHandler(RecordReservationDepositCommand)
export class RecordReservationDepositHandler implements ICommandHandler<RecordReservationDepositCommand, Outcome> {
  private readonly logger = new Logger(RecordReservationDepositHandler.name);

  constructor(
    private readonly reservations: ReservationRepository,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationId, payment }: RecordReservationDepositCommand): Promise<Outcome> {
    const holdDays = await this.settings.get('paidHoldDays');
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
    return this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(manager, reservationId);
      if (!reservation) return 'unchanged';
      const now = this.clock.now();

      if (payment.refundStatus && payment.refundStatus !== reservation.refundStatus) {
        await this.reservations.recordRefundStatus(manager, reservation.id, payment.refundStatus, now);
      }
      if (payment.status !== 'succeeded' || reservation.depositPaidAt) return 'unchanged';

      const paidAt = payment.succeededAt ?? now;
      const activate = async (unitFrom: 'blocked' | 'available') => {
        if (!(await this.reservations.activate(manager, reservation, { method: 'card', paidAt, holdDays, unitFrom, now }))) return false;
        await this.audit.record(manager, SYSTEM_CONTEXT, {
          action: 'unit_reservation.deposit_paid',
          entityType: 'unit_reservation',
          entityId: reservation.id,
          before: { status: reservation.status },
          after: { status: reservationStatusAfter('payByCard'), unitCode: reservation.unitCode },
        });
        await this.outbox.add(manager, new ReservationActivatedEvent(reservation.id));
        return true;
      };

      if (canMoveReservation(reservation.status, 'payByCard')) {
        return (await activate('blocked')) ? 'activated' : 'unchanged';
      }
      if (canMoveReservation(reservation.status, 'reclaimByCard') && mayReclaim && (await activate('available'))) {
        return 'activated';
      }
      if (isClosedReservation(reservation.status)) return this.refundLateDeposit(manager, reservation, paidAt, now);
      return 'unchanged';
    });
  }

  /** Paid too late and the unit is gone: the money goes back. */
  private async refundLateDeposit(manager: EntityManager, reservation: UnitReservationEntity, paidAt: Date, now: Date): Promise<Outcome> {
    await this.reservations.recordLateDeposit(manager, reservation.id, paidAt, now);
    await this.audit.record(manager, SYSTEM_CONTEXT, {
      action: 'unit_reservation.late_deposit_refunded',
      entityType: 'unit_reservation',
      entityId: reservation.id,
      after: { unitCode: reservation.unitCode },
    });
    await this.outbox.add(manager, new LateDepositRefundedEvent(reservation.id));
    return 'late_refund';
  }
}
