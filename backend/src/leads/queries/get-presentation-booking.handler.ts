import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PresentationBookingEntity } from '../persistence/presentation-booking.entity';
import { GetPresentationBookingQuery, PresentationBookingView } from './get-presentation-booking.query';
import { bookingRequest } from './presentation-booking-admin-item';

@QueryHandler(GetPresentationBookingQuery)
export class GetPresentationBookingHandler implements IQueryHandler<GetPresentationBookingQuery, PresentationBookingView | null> {
  constructor(@InjectRepository(PresentationBookingEntity) private readonly bookings: Repository<PresentationBookingEntity>) {}

  async execute({ bookingId }: GetPresentationBookingQuery): Promise<PresentationBookingView | null> {
    const row = await this.bookings.findOne({ where: { id: bookingId } });
    if (!row) return null;
    return {
      ...bookingRequest(row),
      amountCentavos: row.amountCentavos,
      status: row.status,
      createdAt: row.createdAt,
      paidAt: row.paidAt,
      refundedAt: row.refundedAt,
    };
  }
}
