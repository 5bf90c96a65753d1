import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BANK_LINE_STATUSES, MATCH_REASON_LABELS } from '@cdm/contracts';
import { csvCell } from '@cdm/domain';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { StatementNotFoundError } from '../reconciliation.errors';
import { ExportUnmatchedLinesQuery } from './export-unmatched-lines.query';

const HEADER = ['Fecha', 'Monto', 'Concepto', 'Referencia', 'Clave de rastreo', 'Ordenante', 'Estado', 'Motivo', 'Sugerencia'];

@QueryHandler(ExportUnmatchedLinesQuery)
export class ExportUnmatchedLinesHandler implements IQueryHandler<ExportUnmatchedLinesQuery, string> {
  constructor(private readonly statements: ReconciliationRepository) {}

  async execute({ statementId }: ExportUnmatchedLinesQuery): Promise<string> {
    if (!(await this.statements.statementSummary(statementId))) throw new StatementNotFoundError();
    const rows = await this.statements.unmatchedLines(statementId);
    const status = (value: string) => BANK_LINE_STATUSES.find((item) => item.value === value)?.label ?? value;
    const lines = rows.map((row) =>
      [
        row.bookedOn,
        (row.amountCentavos / 100).toFixed(2),
        row.description,
        row.reference,
        row.trackingKey,
        row.payerName,
        status(row.status),
        MATCH_REASON_LABELS[row.matchReason] ?? row.matchReason,
        row.target ? `${row.target.reference} ${row.target.name}`.trim() : '',
      ]
        .map(csvCell)
        .join(','),
    );
    return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
  }
}
