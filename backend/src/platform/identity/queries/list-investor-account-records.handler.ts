import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../persistence/account.repository';
import { ListInvestorAccountRecordsQuery, type InvestorAccountRecord } from './list-investor-account-records.query';

@QueryHandler(ListInvestorAccountRecordsQuery)
export class ListInvestorAccountRecordsHandler implements IQueryHandler<ListInvestorAccountRecordsQuery, InvestorAccountRecord[]> {
  constructor(private readonly accounts: AccountRepository) {}

  execute({ selection }: ListInvestorAccountRecordsQuery): Promise<InvestorAccountRecord[]> {
    return this.accounts.investorRecords(selection);
  }
}
