import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BankStatementList } from '@cdm/contracts';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { ListStatementsQuery } from './list-statements.query';

@QueryHandler(ListStatementsQuery)
export class ListStatementsHandler implements IQueryHandler<ListStatementsQuery, BankStatementList> {
  constructor(private readonly statements: ReconciliationRepository) {}

  async execute({ page, pageSize }: ListStatementsQuery): Promise<BankStatementList> {
    const { rows, total } = await this.statements.statementPage(page, pageSize);
    return { items: rows, total, page, pageSize };
  }
}
