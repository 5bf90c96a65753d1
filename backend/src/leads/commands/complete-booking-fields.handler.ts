import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { updateReturning } from '../../platform/database/update-returning';
import { PresentationBookingNotFoundError } from '../leads.errors';
import { CompleteBookingFieldsCommand, SPEC_BOOKING_LOOKUP_HOURS } from './complete-booking-fields.command';

@CommandHandler(CompleteBookingFieldsCommand)
export class CompleteBookingFieldsHandler implements ICommandHandler<CompleteBookingFieldsCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ fields }: CompleteBookingFieldsCommand): Promise<string> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - SPEC_BOOKING_LOOKUP_HOURS * 3_600_000);
    const [row] = await updateReturning<{ id: string }>(
      this.dataSource.manager,
      `UPDATE presentation_bookings b SET
         phone = CASE WHEN b.phone = '' THEN $3 ELSE b.phone END,
         investment_range = CASE WHEN b.investment_range = '' THEN $4 ELSE b.investment_range END,
         products_of_interest = CASE WHEN cardinality(b.products_of_interest) = 0 THEN $5::text[] ELSE b.products_of_interest END,
         additional_info = CASE WHEN b.additional_info = '' THEN $6 ELSE b.additional_info END,
         terms_accepted_at = coalesce(b.terms_accepted_at, $7),
         updated_at = $7
       WHERE b.id = (
         SELECT id FROM presentation_bookings
         WHERE lower(email) = lower($1) AND created_at >= $2 AND status <> 'cancelled'
         ORDER BY created_at DESC LIMIT 1
       )
       RETURNING b.id`,
      [
        fields.email.trim(),
        since,
        fields.phone.trim(),
        fields.investmentRange,
        [...new Set(fields.productsOfInterest)],
        fields.additionalInfo?.trim() ?? '',
        now,
      ],
    );
    if (!row) throw new PresentationBookingNotFoundError();
    return row.id;
  }
}
