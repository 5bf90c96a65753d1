import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RefundPaymentCommand } from '../../payments';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';
import { ReservationDeposits } from './reservation-deposits';
import { SyncReservationDepositCommand, type SyncReservationDepositOutcome } from './sync-reservation-deposit.command';

@CommandHandler(SyncReservationDepositCommand)
export class SyncReservationDepositHandler implements ICommandHandler<SyncReservationDepositCommand, SyncReservationDepositOutcome> {
  private readonly logger = new Logger(SyncReservationDepositHandler.name);

  constructor(
    private readonly deposits: ReservationDeposits,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reservationId }: SyncReservationDepositCommand): Promise<SyncReservationDepositOutcome> {
    const outcome = await this.deposits.follow(reservationId);
    if (outcome === 'late_refund' || outcome === 'duplicate_refund') {
      // After the commit: the provider is never called inside a transaction. A refund that cannot be
      // asked now stays visible to staff as money to return, and the payments reconciliation retries a pending one.
      try {
        await this.commands.execute(new RefundPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId, SYSTEM_CONTEXT));
      } catch (error) {
        this.logger.warn({ err: error, reservationId }, 'A card deposit to return could not be refunded now; it stays to return');
      }
    }
    return outcome;
  }
}
