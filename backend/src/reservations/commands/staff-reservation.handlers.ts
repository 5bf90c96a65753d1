import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminReservation } from '@cdm/contracts';
import { holdExpiresAt } from '@cdm/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { UnitAvailability } from '../../inventory';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { RefundPaymentCommand, type RefundPaymentResult } from '../../platform/payments';
import { Settings } from '../../platform/settings/settings';
import {
  ReservationActivatedEvent,
  ReservationConvertedToSaleEvent,
  ReservationReminderRequestedEvent,
} from '../events/reservation-events';
import { mexicoCityDate } from '../plan';
import { RESERVATION_PAYMENT_PURPOSE, UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { GetAdminReservationQuery } from '../queries/reservation.queries';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import {
  ConfirmReservationDepositCommand,
  ConvertReservationToSaleCommand,
  RefundReservationDepositCommand,
  SendReservationRemindersCommand,
} from './staff-reservation.commands';
import { Outbox } from '../../platform/outbox';

async function lockReservation(manager: EntityManager, id: string): Promise<UnitReservationEntity> {
  const reservation = await manager.getRepository(UnitReservationEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!reservation) throw new ReservationNotFoundError();
  return reservation;
}

@CommandHandler(ConfirmReservationDepositCommand)
export class ConfirmReservationDepositHandler implements ICommandHandler<ConfirmReservationDepositCommand, AdminReservation> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationId, context }: ConfirmReservationDepositCommand): Promise<AdminReservation> {
    const holdDays = await this.settings.get('paidHoldDays');
    await this.dataSource.transaction(async (manager) => {
      const reservation = await lockReservation(manager, reservationId);
      if (reservation.status === 'active' && reservation.depositPaidAt) return;
      if (reservation.status !== 'pending' && reservation.status !== 'blocked') {
        throw new ReservationStateError('Solo se puede confirmar el pago de una reservación pendiente o bloqueada.');
      }
      const now = this.clock.now();
      await this.units.move(manager, reservation.unitCode, ['blocked'], 'reserved', now);
      await manager.getRepository(UnitReservationEntity).update(reservation.id, {
        status: 'active',
        depositMethod: reservation.depositMethod === 'bank_transfer' ? 'bank_transfer' : 'staff',
        depositPaidAt: now,
        holdExpiresAt: holdExpiresAt(now, holdDays),
        expiresAt: null,
        updatedAt: now,
      });
      await this.audit.record(manager, context, {
        action: 'unit_reservation.deposit_confirmed',
        entityType: 'unit_reservation',
        entityId: reservation.id,
        before: { status: reservation.status },
        after: { status: 'active', holdDays },
      });
      await this.outbox.add(manager, new ReservationActivatedEvent(reservation.id));
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}

@CommandHandler(ConvertReservationToSaleCommand)
export class ConvertReservationToSaleHandler implements ICommandHandler<ConvertReservationToSaleCommand, AdminReservation> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationId, context }: ConvertReservationToSaleCommand): Promise<AdminReservation> {
    await this.dataSource.transaction(async (manager) => {
      const reservation = await lockReservation(manager, reservationId);
      if (reservation.status === 'converted') return;
      if (reservation.status !== 'active') throw new ReservationStateError('Solo una reservación activa (con depósito) se puede convertir en venta.');
      const now = this.clock.now();
      if (!(await this.units.move(manager, reservation.unitCode, ['reserved'], 'sold', now))) {
        throw new ReservationStateError(`La unidad ${reservation.unitCode} no está apartada; revisa el inventario.`);
      }
      await manager.getRepository(UnitReservationEntity).update(reservation.id, { status: 'converted', convertedAt: now, updatedAt: now });
      await this.audit.record(manager, context, {
        action: 'unit_reservation.converted',
        entityType: 'unit_reservation',
        entityId: reservation.id,
        before: { status: 'active' },
        after: { status: 'converted', unitCode: reservation.unitCode },
      });
      // Partner creation and referral credits follow from this row, committed with the sale.
      await this.outbox.add(manager, new ReservationConvertedToSaleEvent(reservation.id, reservation.investorId, reservation.unitCode, reservation.plan, now));
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}

@CommandHandler(RefundReservationDepositCommand)
export class RefundReservationDepositHandler implements ICommandHandler<RefundReservationDepositCommand, AdminReservation> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, context }: RefundReservationDepositCommand): Promise<AdminReservation> {
    const reservation = await this.dataSource.getRepository(UnitReservationEntity).findOne({ where: { id: reservationId } });
    if (!reservation) throw new ReservationNotFoundError();
    if (reservation.depositMethod !== 'card' || !reservation.depositPaidAt) {
      throw new ReservationStateError('Solo un depósito pagado con tarjeta se reembolsa desde aquí; uno por transferencia se devuelve por el mismo medio.');
    }
    if (reservation.status === 'converted') throw new ReservationStateError('Esta reservación ya es una venta.');

    const payment = await this.commands.execute<RefundPaymentCommand, RefundPaymentResult>(
      new RefundPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId, context),
    );
    await this.dataSource.transaction(async (manager) => {
      const locked = await lockReservation(manager, reservationId);
      const now = this.clock.now();
      const releasing = locked.status === 'active';
      await manager.getRepository(UnitReservationEntity).update(locked.id, {
        refundStatus: payment.refundStatus,
        ...(releasing ? { status: 'cancelled' as const, closedAt: now } : {}),
        updatedAt: now,
      });
      if (releasing) {
        await this.units.move(manager, locked.unitCode, ['reserved'], 'available', now);
        await this.audit.record(manager, context, {
          action: 'unit_reservation.refunded',
          entityType: 'unit_reservation',
          entityId: locked.id,
          before: { status: 'active' },
          after: { status: 'cancelled', refundStatus: payment.refundStatus },
        });
      }
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}

@CommandHandler(SendReservationRemindersCommand)
export class SendReservationRemindersHandler implements ICommandHandler<SendReservationRemindersCommand, { sent: number }> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationIds, context }: SendReservationRemindersCommand): Promise<{ sent: number }> {
    const now = this.clock.now();
    const unpaid = await this.dataSource.getRepository(UnitReservationEntity).find({
      where: { id: In(reservationIds), status: In(['pending', 'blocked']) },
    });
    if (unpaid.length === 0) throw new ReservationStateError('Ninguna de las reservaciones seleccionadas está pendiente de pago.');
    const today = mexicoCityDate(now);
    await this.dataSource.transaction(async (manager) => {
      for (const reservation of unpaid) {
        await this.audit.record(manager, context, { action: 'unit_reservation.reminder_sent', entityType: 'unit_reservation', entityId: reservation.id });
      }
      await this.outbox.add(manager, ...unpaid.map((reservation) => new ReservationReminderRequestedEvent(reservation.id, today)));
    });
    return { sent: unpaid.length };
  }
}

