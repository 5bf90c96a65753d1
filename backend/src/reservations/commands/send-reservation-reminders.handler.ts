import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { ReservationReminderRequestedEvent } from '../events/reservation-events';
import { ReservationRepository } from '../persistence/reservation.repository';
import { mexicoCityDate } from '../plan';
import { ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { SendReservationRemindersCommand } from './send-reservation-reminders.command';

@CommandHandler(SendReservationRemindersCommand)
export class SendReservationRemindersHandler implements ICommandHandler<SendReservationRemindersCommand, { sent: number }> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ reservationIds, context }: SendReservationRemindersCommand): Promise<{ sent: number }> {
    const unpaid = await this.reservations.findUnpaidAmong(reservationIds);
    if (unpaid.length === 0) throw new ReservationStateError(RESERVATIONS_MESSAGES.noUnpaidSelected);
    const today = mexicoCityDate(this.clock.now());
    await this.reservations.transaction(async (manager) => {
      for (const reservation of unpaid) {
        await this.audit.record(manager, context, { action: 'unit_reservation.reminder_sent', entityType: 'unit_reservation', entityId: reservation.id });
      }
      await this.outbox.add(manager, ...unpaid.map((reservation) => new ReservationReminderRequestedEvent(reservation.id, today)));
    });
    return { sent: unpaid.length };
  }
}
