import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { PresentationBookingAdminItem, PresentationBookingList } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { PresentationBookingNotFoundError } from '../leads.errors';
import { PresentationBookingEntity } from '../persistence/presentation-booking.entity';
import { GetPresentationBookingAdminItemQuery, ListPresentationBookingsQuery } from './list-presentation-bookings.query';

export function toBookingAdminItem(row: PresentationBookingEntity): PresentationBookingAdminItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    investmentRange: row.investmentRange,
    productsOfInterest: row.productsOfInterest,
    additionalInfo: row.additionalInfo,
    status: row.status,
    amountCentavos: row.amountCentavos,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundStatus: row.refundStatus,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

@QueryHandler(ListPresentationBookingsQuery)
export class ListPresentationBookingsHandler implements IQueryHandler<ListPresentationBookingsQuery, PresentationBookingList> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ page, pageSize, search }: ListPresentationBookingsQuery): Promise<PresentationBookingList> {
    const query = this.dataSource.getRepository(PresentationBookingEntity).createQueryBuilder('booking');
    const term = search?.trim();
    if (term) {
      // Escape LIKE wildcards so a search for "50%" means that text.
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where('(booking.name ILIKE :pattern OR booking.email ILIKE :pattern OR booking.phone ILIKE :pattern)', { pattern });
    }
    const [rows, total] = await query
      .orderBy('booking.created_at', 'DESC')
      .addOrderBy('booking.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending_payment')::int AS "pendingPayment",
              count(*) FILTER (WHERE status = 'paid')::int AS paid,
              count(*) FILTER (WHERE status = 'refunded')::int AS refunded,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
       FROM presentation_bookings`,
    )) as Array<PresentationBookingList['counts']>;
    return { items: rows.map(toBookingAdminItem), total, page, pageSize, counts };
  }
}

@QueryHandler(GetPresentationBookingAdminItemQuery)
export class GetPresentationBookingAdminItemHandler
  implements IQueryHandler<GetPresentationBookingAdminItemQuery, PresentationBookingAdminItem>
{
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ bookingId }: GetPresentationBookingAdminItemQuery): Promise<PresentationBookingAdminItem> {
    const row = await this.dataSource.getRepository(PresentationBookingEntity).findOne({ where: { id: bookingId } });
    if (!row) throw new PresentationBookingNotFoundError();
    return toBookingAdminItem(row);
  }
}
