import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { PresentationBookingNotFoundError } from '../leads.errors';
import { PresentationBookingRepository } from '../persistence/presentation-booking.repository';
import { CompleteBookingFieldsCommand, SPEC_BOOKING_LOOKUP_HOURS } from './complete-booking-fields.command';

@CommandHandler(CompleteBookingFieldsCommand)
export class CompleteBookingFieldsHandler implements ICommandHandler<CompleteBookingFieldsCommand, string> {
  constructor(
    private readonly bookings: PresentationBookingRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ fields }: CompleteBookingFieldsCommand): Promise<string> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - SPEC_BOOKING_LOOKUP_HOURS * 3_600_000);
    const id = await this.bookings.completeLatest(
      {
        email: fields.email.trim(),
        phone: fields.phone.trim(),
        investmentRange: fields.investmentRange,
        productsOfInterest: [...new Set(fields.productsOfInterest)],
        additionalInfo: fields.additionalInfo?.trim() ?? '',
      },
      since,
      now,
    );
    if (!id) throw new PresentationBookingNotFoundError();
    return id;
  }
}
