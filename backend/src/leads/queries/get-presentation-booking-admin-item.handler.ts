import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PresentationBookingAdminItem } from '@cdm/contracts';
import { PresentationBookingNotFoundError } from '../leads.errors';
import { PresentationBookingRepository } from '../persistence/presentation-booking.repository';
import { GetPresentationBookingAdminItemQuery } from './get-presentation-booking-admin-item.query';
import { toBookingAdminItem } from './presentation-booking-admin-item';

@QueryHandler(GetPresentationBookingAdminItemQuery)
export class GetPresentationBookingAdminItemHandler
  implements IQueryHandler<GetPresentationBookingAdminItemQuery, PresentationBookingAdminItem>
{
  constructor(private readonly bookings: PresentationBookingRepository) {}

  async execute({ bookingId }: GetPresentationBookingAdminItemQuery): Promise<PresentationBookingAdminItem> {
    const row = await this.bookings.findById(bookingId);
    if (!row) throw new PresentationBookingNotFoundError();
    return toBookingAdminItem(row);
  }
}
