import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { canMoveReservation, hasMadeReservationMove, reservationStatusAfter } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { Settings } from '../../platform/settings/settings';
import { ReservationActivatedEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { GetAdminReservationQuery } from '../queries/get-admin-reservation.query';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { ConfirmReservationDepositCommand } from './confirm-reservation-deposit.command';

@CommandHandler(ConfirmReservationDepositCommand)
export class ConfirmReservationDepositHandler implements ICommandHandler<ConfirmReservationDepositCommand, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly settings: Settings,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationId, context }: ConfirmReservationDepositCommand): Promise<AdminReservation> {
    const holdDays = await this.settings.get('paidHoldDays');
    await this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockById(manager, reservationId);
      if (!reservation) throw new ReservationNotFoundError();
      if (hasMadeReservationMove(reservation.status, 'confirmDeposit') && reservation.depositPaidAt) return;
      if (!canMoveReservation(reservation.status, 'confirmDeposit')) throw new ReservationStateError(RESERVATIONS_MESSAGES.confirmOnlyUnpaid);
      const now = this.clock.now();
      const method = reservation.depositMethod === 'bank_transfer' ? 'bank_transfer' : 'staff';
      await this.reservations.activate(manager, reservation, { method, paidAt: now, holdDays, unitFrom: 'blocked', now, unitMayNotMove: true });
      await this.audit.record(manager, context, {
        action: 'unit_reservation.deposit_confirmed',
        entityType: 'unit_reservation',
        entityId: reservation.id,
        before: { status: reservation.status },
        after: { status: reservationStatusAfter('confirmDeposit'), holdDays },
      });
      await this.outbox.add(manager, new ReservationActivatedEvent(reservation.id));
    });
    return this.queries.execute(new GetAdminReservationQuery(reservationId));
  }
}
