import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ReservationPaymentIntentResponse } from '@cdm/contracts';
import { isUnpaidReservation } from '@cdm/domain';
import { Payments } from '../../payments';
import { ReservationRepository } from '../persistence/reservation.repository';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';
import { ReservationNotFoundError, ReservationStateError } from '../reservations.errors';
import { RESERVATIONS_MESSAGES } from '../reservations.messages';
import { OpenReservationPaymentCommand } from './open-reservation-payment.command';

@CommandHandler(OpenReservationPaymentCommand)
export class OpenReservationPaymentHandler implements ICommandHandler<OpenReservationPaymentCommand, ReservationPaymentIntentResponse> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly payments: Payments,
  ) {}

  execute({ investorId, reservationId }: OpenReservationPaymentCommand): Promise<ReservationPaymentIntentResponse> {
    return this.reservations.transaction(async (manager) => {
      const reservation = await this.reservations.lockOwnById(investorId, reservationId, manager);
      if (!reservation) throw new ReservationNotFoundError();
      if (reservation.depositPaidAt) throw new ReservationStateError(RESERVATIONS_MESSAGES.depositAlreadyPaid);
      if (!isUnpaidReservation(reservation.status)) throw new ReservationStateError(RESERVATIONS_MESSAGES.noLongerCurrent);
      const opened = await this.payments.openIntent(manager, {
        purpose: RESERVATION_PAYMENT_PURPOSE,
        subjectId: reservation.id,
        amountCentavos: reservation.reservationDepositCentavos,
        description: RESERVATIONS_MESSAGES.depositDescription(reservation.unitCode),
      });
      return { clientSecret: opened.clientSecret, amountCentavos: opened.amountCentavos };
    });
  }
}
