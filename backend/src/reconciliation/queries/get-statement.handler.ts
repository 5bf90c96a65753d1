import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BankStatementSummary } from '@cdm/contracts';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { StatementNotFoundError } from '../reconciliation.errors';
import { GetStatementQuery } from './get-statement.query';

@QueryHandler(GetStatementQuery)
export class GetStatementHandler implements IQueryHandler<GetStatementQuery, BankStatementSummary> {
  constructor(private readonly statements: ReconciliationRepository) {}

  async execute({ statementId }: GetStatementQuery): Promise<BankStatementSummary> {
    const summary = await this.statements.statementSummary(statementId);
    if (!summary) throw new StatementNotFoundError();
    return summary;
  }
}
