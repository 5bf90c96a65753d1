import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConfirmReservationPaymentResponse } from '@cdm/contracts';
import { Repository } from 'typeorm';
import { SyncPaymentCommand, type SyncPaymentResult } from '../../platform/payments';
import { RESERVATION_PAYMENT_PURPOSE, UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { ReservationNotFoundError } from '../reservations.errors';
import { ConfirmReservationPaymentCommand, RecordReservationDepositCommand } from './reservation-payment.commands';

@CommandHandler(ConfirmReservationPaymentCommand)
export class ConfirmReservationPaymentHandler
  implements ICommandHandler<ConfirmReservationPaymentCommand, ConfirmReservationPaymentResponse>
{
  constructor(
    @InjectRepository(UnitReservationEntity) private readonly reservations: Repository<UnitReservationEntity>,
    private readonly commands: CommandBus,
  ) {}

  async execute({ investorId, reservationId }: ConfirmReservationPaymentCommand): Promise<ConfirmReservationPaymentResponse> {
    const reservation = await this.reservations.findOne({ where: { id: reservationId, investorId } });
    if (!reservation) throw new ReservationNotFoundError();
    const payment = await this.commands.execute<SyncPaymentCommand, SyncPaymentResult>(
      new SyncPaymentCommand(RESERVATION_PAYMENT_PURPOSE, reservationId),
    );
    if (payment) await this.commands.execute(new RecordReservationDepositCommand(reservationId, payment));
    const current = await this.reservations.findOneOrFail({ where: { id: reservationId } });
    return { status: current.status, reservationDepositPaid: current.depositPaidAt !== null };
  }
}
