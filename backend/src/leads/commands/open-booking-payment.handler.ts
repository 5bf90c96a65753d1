import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { Payments } from '../../payments';
import { Settings } from '../../platform/settings/settings';
import { normalizeEmail } from '@cdm/domain';
import { PresentationBookingAlreadyPaidError, PresentationBookingIdTakenError } from '../leads.errors';
import { LEADS_MESSAGES } from '../leads.messages';
import { BOOKING_PAYMENT_PURPOSE } from '../persistence/presentation-booking.entity';
import { BookingOptionalFields, PresentationBookingRepository } from '../persistence/presentation-booking.repository';
import { OpenBookingPaymentCommand, OpenBookingPaymentResult } from './open-booking-payment.command';

@CommandHandler(OpenBookingPaymentCommand)
export class OpenBookingPaymentHandler implements ICommandHandler<OpenBookingPaymentCommand, OpenBookingPaymentResult> {
  constructor(
    private readonly bookings: PresentationBookingRepository,
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
    const optional: BookingOptionalFields = {
      phone: booking.phone?.trim() ?? null,
      investmentRange: booking.investmentRange ?? null,
      productsOfInterest: booking.productsOfInterest ? [...new Set(booking.productsOfInterest)] : null,
      additionalInfo: booking.additionalInfo?.trim() ?? null,
      termsAcceptedAt: booking.acceptTerms ? now : null,
      attribution: booking.attribution ?? null,
    };

    return this.bookings.transaction(async (manager) => {
      const saved = await this.bookings.insertOrLock(
        { id: bookingId, name: booking.name.trim(), email: booking.email.trim(), amountCentavos }, optional, now, manager,
      );
      if (!saved) throw new Error('The booking row vanished inside its own transaction');
      // The id comes from a browser: sent again with another name or email it is someone else's booking,
      // never rewritten (decisions.md #19). The browser then starts a booking of its own.
      if (saved.name !== booking.name.trim() || normalizeEmail(saved.email) !== normalizeEmail(booking.email)) {
        throw new PresentationBookingIdTakenError();
      }
      if (saved.status !== 'pending_payment') throw new PresentationBookingAlreadyPaidError();

      // The person may have gone back and corrected another field before paying; a field not sent keeps
      // its value, and the name and email stay as first given (checked equal above).
      await this.bookings.updateOptionalFields(saved.id, optional, now, manager);
      const opened = await this.payments.openIntent(manager, {
        purpose: BOOKING_PAYMENT_PURPOSE,
        subjectId: saved.id,
        amountCentavos: saved.amountCentavos,
        description: LEADS_MESSAGES.bookingDepositDescription,
      });
      return { bookingId: saved.id, clientSecret: opened.clientSecret, amountCentavos: opened.amountCentavos };
    });
  }
}
