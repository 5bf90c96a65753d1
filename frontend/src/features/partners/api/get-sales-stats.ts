import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesStats } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { partnersQueryKeys } from './query-keys';

export function getSalesStats(signal?: AbortSignal): Promise<SalesStats> {
  return apiClient.get<SalesStats>('/api/admin/sales-stats', { signal });
}

export function getSalesStatsQueryOptions() {
  return queryOptions({
    queryKey: partnersQueryKeys.salesStats,
    queryFn: ({ signal }) => getSalesStats(signal),
  });
}

export function useSalesStats() {
  return useQuery(getSalesStatsQueryOptions());
}
