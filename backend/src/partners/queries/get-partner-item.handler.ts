import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PartnerItem } from '@cdm/contracts';
import { GetPartnerItemQuery } from './get-partner-item.query';
import { PartnerViews } from './partner-views';

@QueryHandler(GetPartnerItemQuery)
export class GetPartnerItemHandler implements IQueryHandler<GetPartnerItemQuery, PartnerItem> {
  constructor(private readonly views: PartnerViews) {}

  execute({ partnerId }: GetPartnerItemQuery): Promise<PartnerItem> {
    return this.views.item(partnerId);
  }
}
