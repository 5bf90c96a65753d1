import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MoneyToReturnList } from '@cdm/contracts';
import { MoneyLedger } from '../../payments';
import { ListMoneyToReturnQuery } from './list-money-to-return.query';

@QueryHandler(ListMoneyToReturnQuery)
export class ListMoneyToReturnHandler implements IQueryHandler<ListMoneyToReturnQuery, MoneyToReturnList> {
  constructor(private readonly ledger: MoneyLedger) {}

  async execute({ page, pageSize }: ListMoneyToReturnQuery): Promise<MoneyToReturnList> {
    const { rows, total, totalCentavos } = await this.ledger.toReturnPage(page, pageSize);
    const labels = await this.ledger.labels(rows.map((row) => row.target));
    return {
      items: rows.map((row) => ({
        entryId: row.id,
        target: { ...row.target, label: labels.get(`${row.target.kind}:${row.target.id}`) ?? '' },
        amountCentavos: row.amountCentavos,
        source: row.source,
        receivedOn: row.receivedOn,
        recordedAt: row.recordedAt.toISOString(),
        note: row.note,
        reason: row.reason,
      })),
      total,
      page,
      pageSize,
      totalCentavos,
    };
  }
}
