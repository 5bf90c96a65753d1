import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MoneyEntryView, TargetMoneyView } from '@cdm/contracts';
import { MoneyLedger } from '../ledger/money-ledger';
import type { MoneyEntryRecord } from '../ledger/money-ledger.repository';
import { MoneyTargetNotFoundError } from '../payments.errors';
import { GetTargetMoneyQuery } from './get-target-money.query';

export function toMoneyEntryView(entry: MoneyEntryRecord): MoneyEntryView {
  return {
    id: entry.id,
    allocation: entry.allocation,
    amountCentavos: entry.amountCentavos,
    source: entry.source,
    sourceId: entry.sourceId,
    receivedOn: entry.receivedOn,
    recordedAt: entry.recordedAt.toISOString(),
    recordedBy: entry.recordedBy,
    reason: entry.reason,
    note: entry.note,
    reversesId: entry.reversesId,
    reversedAt: entry.reversedAt?.toISOString() ?? null,
  };
}

@QueryHandler(GetTargetMoneyQuery)
export class GetTargetMoneyHandler implements IQueryHandler<GetTargetMoneyQuery, TargetMoneyView> {
  constructor(private readonly ledger: MoneyLedger) {}

  async execute({ kind, id }: GetTargetMoneyQuery): Promise<TargetMoneyView> {
    const target = { kind, id };
    const [money, entries, labels] = await Promise.all([this.ledger.find(target), this.ledger.entriesOf(target), this.ledger.labels([target])]);
    if (!money) throw new MoneyTargetNotFoundError();
    return { kind, id, label: labels.get(`${kind}:${id}`) ?? '', ...money, entries: entries.map(toMoneyEntryView) };
  }
}
