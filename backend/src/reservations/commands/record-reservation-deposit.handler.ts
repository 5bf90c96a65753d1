import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { holdExpiresAt } from '@cdm/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import { UnitAvailability } from '../../inventory';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { RefundPaymentCommand } from '../../platform/payments';
import { Settings } from '../../platform/settings/settings';
import { LateDepositRefundedEvent, ReservationActivatedEvent } from '../events/reservation-events';
import { RESERVATION_PAYMENT_PURPOSE, UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { RecordReservationDepositCommand } from './reservation-payment.commands';
import { Outbox } from '../../platform/outbox';

type Outcome = 'activated' | 'late_refund' | 'unchanged';

@CommandHandler(RecordReservationDepositCommand)
export class RecordReservationDepositHandler implements ICommandHandler<RecordReservationDepositCommand, Outcome> {
  private readonly logger = new Logger(RecordReservationDepositHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
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
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UnitReservationEntity);
      const reservation = await repository.findOne({ where: { id: reservationId }, lock: { mode: 'pessimistic_write' } });
      if (!reservation) return 'unchanged';
      const now = this.clock.now();

      if (payment.refundStatus && payment.refundStatus !== reservation.refundStatus) {
        await repository.update(reservation.id, { refundStatus: payment.refundStatus, updatedAt: now });
      }
      if (payment.status !== 'succeeded' || reservation.depositPaidAt) return 'unchanged';

      const paidAt = payment.succeededAt ?? now;
      const activate = async (fromUnitStatus: 'blocked' | 'available') => {
        if (!(await this.units.move(manager, reservation.unitCode, [fromUnitStatus], 'reserved', now))) return false;
        await repository.update(reservation.id, {
          status: 'active',
          depositMethod: 'card',
          depositPaidAt: paidAt,
          holdExpiresAt: holdExpiresAt(now, holdDays),
          expiresAt: null,
          closedAt: null,
          updatedAt: now,
        });
        await this.audit.record(manager, SYSTEM_CONTEXT, {
          action: 'unit_reservation.deposit_paid',
          entityType: 'unit_reservation',
          entityId: reservation.id,
          before: { status: reservation.status },
          after: { status: 'active', unitCode: reservation.unitCode },
        });
        await this.outbox.add(manager, new ReservationActivatedEvent(reservation.id));
        return true;
      };

      if (reservation.status === 'pending' || reservation.status === 'blocked') {
        return (await activate('blocked')) ? 'activated' : 'unchanged';
      }
      if ((reservation.status === 'expired' || reservation.status === 'cancelled') && mayReclaim && (await activate('available'))) {
        return 'activated';
      }
      if (reservation.status === 'expired' || reservation.status === 'cancelled') {
        // Paid too late and the unit is gone: the money goes back.
        await repository.update(reservation.id, { depositMethod: 'card', depositPaidAt: paidAt, refundStatus: 'pending', updatedAt: now });
        await this.audit.record(manager, SYSTEM_CONTEXT, {
          action: 'unit_reservation.late_deposit_refunded',
          entityType: 'unit_reservation',
          entityId: reservation.id,
          after: { unitCode: reservation.unitCode },
        });
        await this.outbox.add(manager, new LateDepositRefundedEvent(reservation.id));
        return 'late_refund';
      }
      return 'unchanged';
    });
  }
}
