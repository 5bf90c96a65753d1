import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReservationPaymentIntentResponse } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { Payments } from '../../platform/payments';
import { RESERVATION_PAYMENT_PURPOSE, UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { OpenReservationPaymentCommand } from './reservation-payment.commands';

@CommandHandler(OpenReservationPaymentCommand)
export class OpenReservationPaymentHandler implements ICommandHandler<OpenReservationPaymentCommand, ReservationPaymentIntentResponse> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: Payments,
  ) {}

  async execute({ investorId, reservationId }: OpenReservationPaymentCommand): Promise<ReservationPaymentIntentResponse> {
    return this.dataSource.transaction(async (manager) => {
      const reservation = await manager
        .getRepository(UnitReservationEntity)
        .findOne({ where: { id: reservationId, investorId }, lock: { mode: 'pessimistic_write' } });
      if (!reservation) throw new ReservationNotFoundError();
      if (reservation.depositPaidAt) throw new ReservationStateError('El depósito de esta reservación ya está pagado.');
      if (reservation.status !== 'pending' && reservation.status !== 'blocked') {
        throw new ReservationStateError('Esta reservación ya no está vigente. Elige la unidad de nuevo.');
      }
      const opened = await this.payments.openIntent(manager, {
        purpose: RESERVATION_PAYMENT_PURPOSE,
        subjectId: reservation.id,
        amountCentavos: reservation.reservationDepositCentavos,
        description: `Depósito de reservación · Unidad ${reservation.unitCode} · Ciudad Deporte Motor ZMG`,
      });
      return { clientSecret: opened.clientSecret, amountCentavos: opened.amountCentavos };
    });
  }
}
