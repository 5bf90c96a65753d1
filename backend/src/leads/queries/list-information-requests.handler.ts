import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InformationRequestAdminItem, InformationRequestList } from '@cdm/contracts';
import { InformationRequestEntity } from '../persistence/information-request.entity';
import { ListInformationRequestsQuery } from './list-information-requests.query';

export function toAdminItem(row: InformationRequestEntity): InformationRequestAdminItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    cityState: row.cityState,
    interestType: row.interestType,
    productsOfInterest: row.productsOfInterest,
    howHeardAbout: row.howHeardAbout,
    submittedAt: row.submittedAt.toISOString(),
    processed: row.processed,
  };
}

@QueryHandler(ListInformationRequestsQuery)
export class ListInformationRequestsHandler implements IQueryHandler<ListInformationRequestsQuery, InformationRequestList> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ page, pageSize, search }: ListInformationRequestsQuery): Promise<InformationRequestList> {
    const query = this.dataSource.getRepository(InformationRequestEntity).createQueryBuilder('request');
    const term = search?.trim();
    if (term) {
      // Escape LIKE wildcards so a search for "50%" means that text.
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where('(request.full_name ILIKE :pattern OR request.email ILIKE :pattern)', { pattern });
    }
    const [rows, total] = await query
      .orderBy('request.submitted_at', 'DESC')
      .addOrderBy('request.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const [counts] = await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE processed)::int AS processed FROM information_requests`,
    );
    return {
      items: rows.map(toAdminItem),
      total,
      page,
      pageSize,
      counts: { total: counts.total, processed: counts.processed, pending: counts.total - counts.processed },
    };
  }
}
