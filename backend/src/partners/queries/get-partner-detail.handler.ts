import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerDetail } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { GetPartnerDetailQuery } from './get-partner-detail.query';
import { partnerDetail } from './partner-views';

@QueryHandler(GetPartnerDetailQuery)
export class GetPartnerDetailHandler implements IQueryHandler<GetPartnerDetailQuery, PartnerDetail> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
  ) {}

  execute({ partnerId }: GetPartnerDetailQuery): Promise<PartnerDetail> {
    return partnerDetail(this.partners, this.dataSource.manager, partnerId, this.clock.now());
  }
}
