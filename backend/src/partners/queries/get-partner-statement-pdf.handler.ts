import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config';
import { mexicoCityToday } from '../standing';
import { statementPdf } from '../statement-pdf';
import { GetPartnerStatementPdfQuery, type PartnerStatementPdf } from './get-partner-statement-pdf.query';
import { PartnerViews } from './partner-views';

@QueryHandler(GetPartnerStatementPdfQuery)
export class GetPartnerStatementPdfHandler implements IQueryHandler<GetPartnerStatementPdfQuery, PartnerStatementPdf> {
  constructor(
    private readonly views: PartnerViews,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ partnerId }: GetPartnerStatementPdfQuery): Promise<PartnerStatementPdf> {
    const now = this.clock.now();
    const detail = await this.views.detail(partnerId, now);
    return { filename: `estado-de-cuenta-${detail.unitCode}-${mexicoCityToday(now)}.pdf`, bytes: await statementPdf(detail, now, this.config.bankDetails) };
  }
}
