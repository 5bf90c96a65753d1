import { CommandBus, CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPastExpiry } from '@cdm/domain';
import { DataSource, EntityManager } from 'typeorm';
import { UnitAvailability } from '../../inventory';
import { AuditContext, AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ReservationExpiredEvent } from '../events/reservation-events';
import { UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import {
  CancelReservationCommand,
  ExpireOverdueReservationsCommand,
  ExpireOverdueResult,
  ExpireReservationCommand,
} from './release-hold.commands';

async function closeUnpaidHold(
  manager: EntityManager,
  units: UnitAvailability,
  audit: AuditTrail,
  reservation: UnitReservationEntity,
  status: 'expired' | 'cancelled',
  now: Date,
  context: AuditContext,
): Promise<void> {
  await manager.getRepository(UnitReservationEntity).update(reservation.id, { status, closedAt: now, updatedAt: now });
  await units.move(manager, reservation.unitCode, ['blocked'], 'available', now);
  await audit.record(manager, context, {
    action: `unit_reservation.${status}`,
    entityType: 'unit_reservation',
    entityId: reservation.id,
    before: { status: reservation.status },
    after: { status, unitCode: reservation.unitCode },
  });
}

@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ investorId, reservationId, context }: CancelReservationCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const reservation = await manager
        .getRepository(UnitReservationEntity)
        .findOne({ where: { id: reservationId, investorId }, lock: { mode: 'pessimistic_write' } });
      if (!reservation) throw new ReservationNotFoundError();
      if (reservation.status === 'cancelled' || reservation.status === 'expired') return;
      if (reservation.status !== 'pending' && reservation.status !== 'blocked') {
        throw new ReservationStateError('Esta reservación ya tiene su depósito; para cancelarla contacta a tu asesor.');
      }
      await closeUnpaidHold(manager, this.units, this.audit, reservation, 'cancelled', this.clock.now(), context);
    });
  }
}

@CommandHandler(ExpireReservationCommand)
export class ExpireReservationHandler implements ICommandHandler<ExpireReservationCommand, boolean> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute({ reservationId }: ExpireReservationCommand): Promise<boolean> {
    const expired = await this.dataSource.transaction(async (manager) => {
      const reservation = await manager
        .getRepository(UnitReservationEntity)
        .findOne({ where: { id: reservationId }, lock: { mode: 'pessimistic_write' } });
      const now = this.clock.now();
      // Re-checked under the lock: paid, extended or already released holds are left alone.
      if (!reservation || (reservation.status !== 'pending' && reservation.status !== 'blocked')) return false;
      if (!isPastExpiry(reservation.expiresAt, now)) return false;
      await closeUnpaidHold(manager, this.units, this.audit, reservation, 'expired', now, SYSTEM_CONTEXT);
      return true;
    });
    if (expired) this.events.publish(new ReservationExpiredEvent(reservationId));
    return expired;
  }
}

@CommandHandler(ExpireOverdueReservationsCommand)
export class ExpireOverdueReservationsHandler implements ICommandHandler<ExpireOverdueReservationsCommand, ExpireOverdueResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ExpireOverdueResult> {
    // Held for the whole run: one sweeping instance at a time across replicas.
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query("SELECT pg_try_advisory_xact_lock(hashtext('reservations:expiry-sweep')) AS locked")) as Array<{
        locked: boolean;
      }>;
      if (!locked) return { expired: 0, skipped: true };
      const due = (await manager.query(
        `SELECT id FROM unit_reservations WHERE status IN ('pending', 'blocked') AND expires_at <= $1 ORDER BY expires_at LIMIT 1000`,
        [this.clock.now()],
      )) as Array<{ id: string }>;
      let expired = 0;
      for (const { id } of due) {
        if (await this.commands.execute<ExpireReservationCommand, boolean>(new ExpireReservationCommand(id))) expired += 1;
      }
      return { expired, skipped: false };
    });
  }
}
