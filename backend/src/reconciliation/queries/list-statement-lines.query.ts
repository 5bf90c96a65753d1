import type { BankLineFilter } from '@cdm/contracts';

export class ListStatementLinesQuery {
  constructor(
    readonly statementId: string,
    readonly filter: BankLineFilter,
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
