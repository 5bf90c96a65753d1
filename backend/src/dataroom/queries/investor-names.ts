import type { QueryBus } from '@nestjs/cqrs';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';

export type InvestorName = { id: string; name: string; email: string };

/** Names and emails of investors, read from identity through the query bus (one query per distinct investor of a page). */
export async function investorNames(queries: QueryBus, ids: string[]): Promise<Map<string, InvestorName>> {
  const unique = [...new Set(ids)];
  const accounts = await Promise.all(
    unique.map((id) => queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(id))),
  );
  return new Map(unique.map((id, index) => [id, { id, name: accounts[index]?.name ?? '—', email: accounts[index]?.email ?? '—' }]));
}
