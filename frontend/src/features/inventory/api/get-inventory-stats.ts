import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryStats } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { inventoryQueryKeys } from './query-keys';

export function getInventoryStats(signal?: AbortSignal): Promise<InventoryStats> {
  return apiClient.get<InventoryStats>('/api/admin/inventory-stats', { signal });
}

export function getInventoryStatsQueryOptions() {
  return queryOptions({
    queryKey: inventoryQueryKeys.adminStats,
    queryFn: ({ signal }) => getInventoryStats(signal),
  });
}

export function useInventoryStats() {
  return useQuery(getInventoryStatsQueryOptions());
}
