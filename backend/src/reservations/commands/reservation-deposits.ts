import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditContext, AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { Settings } from '../../platform/settings/settings';
import { LateDepositRefundedEvent, ReservationActivatedEvent } from '../events/reservation-events';
import { DepositRecord, ReservationRepository } from '../persistence/reservation.repository';
import { UnitReservationEntity } from '../persistence/unit-reservation.entity';

/** How an activation is audited: by whom, under which action, with what beside the new status. */
export type ActivationAudit = { context: AuditContext; action: string; after: Record<string, unknown> };

/** A reservation locked for a deposit's transaction (null when there is none), with the time. */
export type LockedForDeposit = { reservation: UnitReservationEntity | null; manager: EntityManager; now: Date };

/**
 * What a paid deposit does to a reservation, shared by the card's record and the staff's
 * confirmation: the hold becomes active with its unit reserved, the move is audited and the
 * investor's email is committed with it; or, paid too late, the deposit is kept for its refund.
 */
@Injectable()
export class ReservationDeposits {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** Where both paths start: one transaction, the reservation locked in it, then `work`. */
  onLockedReservation<T>(reservationId: string, work: (locked: LockedForDeposit) => Promise<T>): Promise<T> {
    return this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(reservationId, manager);
      return work({ reservation, manager, now: this.clock.now() });
    });
  }

  /** How many days a paid deposit holds the unit (the paidHoldDays setting). */
  holdDays(): Promise<number> {
    return this.settings.get('paidHoldDays');
  }

  /** False (nothing written) when the unit could not be reserved and the deposit requires it. */
  async activate(manager: EntityManager, reservation: UnitReservationEntity, deposit: DepositRecord, audit: ActivationAudit): Promise<boolean> {
    if (!(await this.reservations.activate(reservation, deposit, manager))) return false;
    await this.reservations.auditMove(audit.context, reservation, audit.action, audit.after, manager);
    await this.outbox.add(manager, new ReservationActivatedEvent(reservation.id));
    return true;
  }

  /** Paid too late and the unit is gone: the deposit is recorded with its refund pending, and the investor told. */
  async keepForRefund(manager: EntityManager, reservation: UnitReservationEntity, paidAt: Date, now: Date): Promise<void> {
    await this.reservations.recordLateDeposit(reservation.id, paidAt, now, manager);
    await this.audit.record(manager, SYSTEM_CONTEXT, {
      action: 'unit_reservation.late_deposit_refunded',
      entityType: 'unit_reservation',
      entityId: reservation.id,
      after: { unitCode: reservation.unitCode },
    });
    await this.outbox.add(manager, new LateDepositRefundedEvent(reservation.id));
  }
}
