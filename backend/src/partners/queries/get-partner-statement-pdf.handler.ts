import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { PartnerRepository } from '../persistence/partner.repository';
import { mexicoCityToday } from '../standing';
import { statementPdf } from '../statement-pdf';
import { GetPartnerStatementPdfQuery, type PartnerStatementPdf } from './get-partner-statement-pdf.query';
import { partnerDetail } from './partner-views';

@QueryHandler(GetPartnerStatementPdfQuery)
export class GetPartnerStatementPdfHandler implements IQueryHandler<GetPartnerStatementPdfQuery, PartnerStatementPdf> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnerRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ partnerId }: GetPartnerStatementPdfQuery): Promise<PartnerStatementPdf> {
    const now = this.clock.now();
    const detail = await partnerDetail(this.partners, this.dataSource.manager, partnerId, now);
    return { filename: `estado-de-cuenta-${detail.unitCode}-${mexicoCityToday(now)}.pdf`, bytes: await statementPdf(detail, now) };
  }
}
