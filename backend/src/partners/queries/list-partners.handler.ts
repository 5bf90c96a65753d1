import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PartnerList } from '@cdm/contracts';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { mexicoCityToday } from '../standing';
import { ListPartnersQuery } from './list-partners.query';
import { toPartnerItem } from './partner-views';

@QueryHandler(ListPartnersQuery)
export class ListPartnersHandler implements IQueryHandler<ListPartnersQuery, PartnerList> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ filter, page, pageSize, search }: ListPartnersQuery): Promise<PartnerList> {
    const { rows, total, counts } = await this.partners.list({ filter, page, pageSize, search });
    const today = mexicoCityToday(this.clock.now());
    return { items: rows.map((row) => toPartnerItem(row, today)), total, page, pageSize, counts };
  }
}
