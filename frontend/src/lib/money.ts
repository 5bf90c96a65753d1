import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MoneyTargetKindValue, TargetMoneyView } from '@cdm/contracts';
import { apiClient } from './api-client';

// The record of money received (issue 27) as staff read it behind a reservation's deposit or a
// partner's balance: GET /api/admin/money/:kind/:id (admins and advisors). Reservas and Socios both show
// it and features never import one another, so its fetcher lives here.

/** The targets staff open from a list: a reservation's deposit, a partner's plan. */
export type StaffMoneyTargetKind = Extract<MoneyTargetKindValue, 'unit_reservation' | 'partner'>;

export const moneyQueryKeys = {
  all: ['money'] as const,
  target: (kind: StaffMoneyTargetKind, id: string) => ['money', kind, id] as const,
};

export function getTargetMoney(kind: StaffMoneyTargetKind, id: string, signal?: AbortSignal): Promise<TargetMoneyView> {
  return apiClient.get<TargetMoneyView>(`/api/admin/money/${kind}/${encodeURIComponent(id)}`, { signal });
}

export function getTargetMoneyQueryOptions(kind: StaffMoneyTargetKind, id: string) {
  return queryOptions({ queryKey: moneyQueryKeys.target(kind, id), queryFn: ({ signal }) => getTargetMoney(kind, id, signal) });
}

/** The money of one target; nothing is asked while `id` is null (no dialog open). */
export function useTargetMoney(kind: StaffMoneyTargetKind, id: string | null) {
  return useQuery({ ...getTargetMoneyQueryOptions(kind, id ?? ''), enabled: id !== null });
}

/** After money moved (a deposit confirmed or refunded, a line applied or undone, money sent back): every money view is read again. */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: moneyQueryKeys.all });
}
