import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PartnerDetail } from '@cdm/contracts';
import { GetPartnerDetailQuery } from './get-partner-detail.query';
import { PartnerViews } from './partner-views';

@QueryHandler(GetPartnerDetailQuery)
export class GetPartnerDetailHandler implements IQueryHandler<GetPartnerDetailQuery, PartnerDetail> {
  constructor(private readonly views: PartnerViews) {}

  execute({ partnerId }: GetPartnerDetailQuery): Promise<PartnerDetail> {
    return this.views.detail(partnerId);
  }
}
