import { randomUUID } from 'node:crypto';
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
    // A client written from the spec sends only `{ amount, email, name }` and no id: the booking gets
    // one here and its other fields arrive with schedule-presentation after the payment.
    const bookingId = booking.bookingId ?? randomUUID();
    const optional = [
      booking.phone?.trim() ?? null,
      booking.investmentRange ?? null,
      booking.productsOfInterest ? [...new Set(booking.productsOfInterest)] : null,
      booking.additionalInfo?.trim() ?? null,
      booking.acceptTerms ? now : null,
    ];

    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO presentation_bookings
           (id, name, email, phone, investment_range, products_of_interest, additional_info, terms_accepted_at, amount_centavos, created_at, updated_at)
         VALUES ($1, $2, $3, coalesce($4, ''), coalesce($5, ''), coalesce($6, '{}'::text[]), coalesce($7, ''), $8, $9, $10, $10)
         ON CONFLICT (id) DO NOTHING`,
        [bookingId, booking.name.trim(), booking.email.trim(), ...optional, amountCentavos, now],
      );
      const saved = await manager
        .getRepository(PresentationBookingEntity)
        .findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
      if (!saved) throw new Error('The booking row vanished inside its own transaction');
      // The id comes from a browser: sent again with another name or email it is someone else's booking,
      // never rewritten (docs/decisions.md). The browser then starts a booking of its own.
      if (saved.name !== booking.name.trim() || normalizeEmail(saved.email) !== normalizeEmail(booking.email)) {
        throw new PresentationBookingIdTakenError();
      }
      if (saved.status !== 'pending_payment') throw new PresentationBookingAlreadyPaidError();

      // The person may have gone back and corrected another field before paying; a field not sent keeps
      // its value, and the name and email stay as first given (checked equal above).
      await manager.query(
        `UPDATE presentation_bookings SET phone = coalesce($2, phone), investment_range = coalesce($3, investment_range),
           products_of_interest = coalesce($4, products_of_interest), additional_info = coalesce($5, additional_info),
           terms_accepted_at = coalesce(terms_accepted_at, $6), updated_at = $7
         WHERE id = $1`,
        [saved.id, ...optional, now],
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
