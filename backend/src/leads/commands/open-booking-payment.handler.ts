import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { Payments } from '../../platform/payments';
import { Settings } from '../../platform/settings/settings';
import { normalizeEmail } from '@cdm/domain';
import { PresentationBookingAlreadyPaidError, PresentationBookingIdTakenError } from '../leads.errors';
import { BOOKING_PAYMENT_PURPOSE, PresentationBookingEntity } from '../persistence/presentation-booking.entity';
import { OpenBookingPaymentCommand, OpenBookingPaymentResult } from './open-booking-payment.command';

@CommandHandler(OpenBookingPaymentCommand)
export class OpenBookingPaymentHandler implements ICommandHandler<OpenBookingPaymentCommand, OpenBookingPaymentResult> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: Payments,
    private readonly settings: Settings,
    private readonly clock: Clock,
  ) {}

  async execute({ booking }: OpenBookingPaymentCommand): Promise<OpenBookingPaymentResult> {
    // The amount the browser sends is the spec's field; the live setting decides what is charged.
    const amountCentavos = await this.settings.get('bookingDepositCentavos');
    const now = this.clock.now();
    const details = [
      booking.name.trim(),
      booking.email.trim(),
      booking.phone.trim(),
      booking.investmentRange,
      [...new Set(booking.productsOfInterest)],
      booking.additionalInfo?.trim() ?? '',
    ];

    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO presentation_bookings
           (id, name, email, phone, investment_range, products_of_interest, additional_info, terms_accepted_at, amount_centavos, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $8)
         ON CONFLICT (id) DO NOTHING`,
        [booking.bookingId, ...details, now, amountCentavos],
      );
      const saved = await manager
        .getRepository(PresentationBookingEntity)
        .findOne({ where: { id: booking.bookingId }, lock: { mode: 'pessimistic_write' } });
      if (!saved) throw new Error('The booking row vanished inside its own transaction');
      // The id comes from a browser: sent again with another name or email it is someone else's booking,
      // never rewritten (docs/decisions.md). The browser then starts a booking of its own.
      if (saved.name !== booking.name.trim() || normalizeEmail(saved.email) !== normalizeEmail(booking.email)) {
        throw new PresentationBookingIdTakenError();
      }
      if (saved.status !== 'pending_payment') throw new PresentationBookingAlreadyPaidError();

      // The person may have gone back and corrected another field before paying.
      await manager.query(
        `UPDATE presentation_bookings SET phone = $2, investment_range = $3, products_of_interest = $4, additional_info = $5, updated_at = $6
         WHERE id = $1`,
        [saved.id, ...details.slice(2), now],
      );
      const opened = await this.payments.openIntent(manager, {
        purpose: BOOKING_PAYMENT_PURPOSE,
        subjectId: saved.id,
        amountCentavos: saved.amountCentavos,
        description: 'Depósito en garantía · Presentación Ciudad Deporte Motor ZMG',
      });
      return { bookingId: saved.id, clientSecret: opened.clientSecret, amountCentavos: opened.amountCentavos };
    });
  }
}
