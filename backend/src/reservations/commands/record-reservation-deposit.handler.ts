import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RecordReservationDepositCommand, type RecordReservationDepositOutcome as Outcome } from './record-reservation-deposit.command';
import { ReservationDeposits } from './reservation-deposits';
import { SyncReservationDepositCommand, type SyncReservationDepositOutcome } from './sync-reservation-deposit.command';

@CommandHandler(RecordReservationDepositCommand)
export class RecordReservationDepositHandler implements ICommandHandler<RecordReservationDepositCommand, Outcome> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly deposits: ReservationDeposits,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reservationId, payment }: RecordReservationDepositCommand): Promise<Outcome> {
    // The refund's state as the provider reports it, shown on the reservation.
    await this.deposits.onLockedReservation(reservationId, async ({ reservation, manager, now }) => {
      if (reservation && payment.refundStatus && payment.refundStatus !== reservation.refundStatus) {
        await this.reservations.recordRefundStatus(reservation.id, payment.refundStatus, now, manager);
      }
    });
    if (payment.status !== 'succeeded') return 'unchanged';
    // The card's money is in the record already (payments wrote it with the payment): the reservation follows it.
    const outcome = await this.commands.execute<SyncReservationDepositCommand, SyncReservationDepositOutcome>(new SyncReservationDepositCommand(reservationId));
    if (outcome === 'reclaimed') return 'activated';
    if (outcome === 'duplicate_refund') return 'unchanged';
    return outcome;
  }
}
