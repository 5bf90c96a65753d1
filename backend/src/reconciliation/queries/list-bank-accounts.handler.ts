import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BankAccountView } from '@cdm/contracts';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { ListBankAccountsQuery } from './list-bank-accounts.query';

@QueryHandler(ListBankAccountsQuery)
export class ListBankAccountsHandler implements IQueryHandler<ListBankAccountsQuery, BankAccountView[]> {
  constructor(private readonly statements: ReconciliationRepository) {}

  async execute(): Promise<BankAccountView[]> {
    const rows = await this.statements.listAccounts();
    return rows;
  }
}
