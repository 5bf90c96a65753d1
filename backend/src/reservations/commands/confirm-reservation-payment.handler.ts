import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ConfirmReservationPaymentResponse } from '@cdm/contracts';
import { SyncPaymentCommand, type SyncPaymentResult } from '../../payments';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';
import { ReservationNotFoundError } from '../reservations.errors';
import { ConfirmReservationPaymentCommand } from './confirm-reservation-payment.command';
import { RecordReservationDepositCommand } from './record-reservation-deposit.command';

@CommandHandler(ConfirmReservationPaymentCommand)
export class ConfirmReservationPaymentHandler
  implements ICommandHandler<ConfirmReservationPaymentCommand, ConfirmReservationPaymentResponse>
{
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly commands: CommandBus,
  ) {}

  async execute({ investorId, reservationId }: ConfirmReservationPaymentCommand): Promise<ConfirmReservationPaymentResponse> {
    if (!(await this.reservations.findById(reservationId, investorId))) throw new ReservationNotFoundError();
    const payment = await this.commands.execute<SyncPaymentCommand, SyncPaymentResult>(
      new SyncPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId),
    );
    if (payment) await this.commands.execute(new RecordReservationDepositCommand(reservationId, payment));
    const current = await this.reservations.findById(reservationId);
    if (!current) throw new ReservationNotFoundError();
    return { status: current.status, reservationDepositPaid: current.depositPaidAt !== null };
  }
}
