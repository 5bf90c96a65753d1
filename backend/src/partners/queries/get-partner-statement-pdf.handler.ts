import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config';
import { DocumentPool, documentTasks } from '../../platform/documents';
import { mexicoCityToday } from '../standing';
import { GetPartnerStatementPdfQuery, type PartnerStatementPdf } from './get-partner-statement-pdf.query';
import { PartnerViews } from './partner-views';

const STATEMENT_TASKS = documentTasks<typeof import('../statement-pdf')>(`${__dirname}/../statement-pdf`);

@QueryHandler(GetPartnerStatementPdfQuery)
export class GetPartnerStatementPdfHandler implements IQueryHandler<GetPartnerStatementPdfQuery, PartnerStatementPdf> {
  constructor(
    private readonly views: PartnerViews,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ partnerId }: GetPartnerStatementPdfQuery): Promise<PartnerStatementPdf> {
    const now = this.clock.now();
    const detail = await this.views.detail(partnerId, now);
    // Written on the document pool's threads: a staff download never holds up other visitors' requests.
    const bytes = await this.documents.run(STATEMENT_TASKS, 'statementDocument', { detail, issuedAt: now, bank: this.config.bankDetails });
    return { filename: `estado-de-cuenta-${detail.unitCode}-${mexicoCityToday(now)}.pdf`, bytes };
  }
}
