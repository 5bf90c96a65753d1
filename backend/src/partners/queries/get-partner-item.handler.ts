import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerItem } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { mexicoCityToday } from '../standing';
import { GetPartnerItemQuery } from './get-partner-item.query';
import { loadPartner, toPartnerItem } from './partner-views';

@QueryHandler(GetPartnerItemQuery)
export class GetPartnerItemHandler implements IQueryHandler<GetPartnerItemQuery, PartnerItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ partnerId }: GetPartnerItemQuery): Promise<PartnerItem> {
    return toPartnerItem(await loadPartner(this.partners, this.dataSource.manager, partnerId), mexicoCityToday(this.clock.now()));
  }
}
