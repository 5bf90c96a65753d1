import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InformationRequestList } from '@cdm/contracts';
import { InformationRequestRepository } from '../persistence/information-request.repository';
import { toAdminItem } from './information-request-admin-item';
import { ListInformationRequestsQuery } from './list-information-requests.query';

@QueryHandler(ListInformationRequestsQuery)
export class ListInformationRequestsHandler implements IQueryHandler<ListInformationRequestsQuery, InformationRequestList> {
  constructor(private readonly requests: InformationRequestRepository) {}

  async execute({ page, pageSize, search }: ListInformationRequestsQuery): Promise<InformationRequestList> {
    const { rows, total, counts } = await this.requests.staffPage(page, pageSize, search);
    return { items: rows.map(toAdminItem), total, page, pageSize, counts };
  }
}
