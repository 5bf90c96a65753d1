import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BankLineList } from '@cdm/contracts';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { StatementNotFoundError } from '../reconciliation.errors';
import { toBankLineView } from './bank-line.view';
import { ListStatementLinesQuery } from './list-statement-lines.query';

@QueryHandler(ListStatementLinesQuery)
export class ListStatementLinesHandler implements IQueryHandler<ListStatementLinesQuery, BankLineList> {
  constructor(private readonly statements: ReconciliationRepository) {}

  async execute({ statementId, filter, page, pageSize }: ListStatementLinesQuery): Promise<BankLineList> {
    if (!(await this.statements.statementSummary(statementId))) throw new StatementNotFoundError();
    const { rows, total, counts } = await this.statements.linePage(statementId, filter, page, pageSize);
    return { items: rows.map(toBankLineView), total, page, pageSize, counts };
  }
}
