import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PresentationBookingList } from '@cdm/contracts';
import { PresentationBookingRepository } from '../persistence/presentation-booking.repository';
import { ListPresentationBookingsQuery } from './list-presentation-bookings.query';
import { toBookingAdminItem } from './presentation-booking-admin-item';

@QueryHandler(ListPresentationBookingsQuery)
export class ListPresentationBookingsHandler implements IQueryHandler<ListPresentationBookingsQuery, PresentationBookingList> {
  constructor(private readonly bookings: PresentationBookingRepository) {}

  async execute({ page, pageSize, search }: ListPresentationBookingsQuery): Promise<PresentationBookingList> {
    const { rows, total, counts } = await this.bookings.staffPage(page, pageSize, search);
    return { items: rows.map(toBookingAdminItem), total, page, pageSize, counts };
  }
}
