import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTypeView, UnitView } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { inventoryQueryKeys } from './query-keys';

// Unit statuses change with every block and payment: the server asks for revalidation each time
// (Cache-Control max-age=0 with an ETag, so a repeat is a cheap 304). Prices and areas change
// rarely: five minutes.
const UNITS_STALE_MS = 0;
const PRODUCT_TYPES_STALE_MS = 5 * 60_000;

export function getUnits(signal?: AbortSignal): Promise<UnitView[]> {
  return apiClient.get<UnitView[]>('/api/units', { signal });
}

export function getUnitsQueryOptions() {
  return queryOptions({
    queryKey: inventoryQueryKeys.units,
    queryFn: ({ signal }) => getUnits(signal),
    staleTime: UNITS_STALE_MS,
  });
}

export function useUnits() {
  return useQuery(getUnitsQueryOptions());
}

export function getActiveProductTypes(signal?: AbortSignal): Promise<ProductTypeView[]> {
  return apiClient.get<ProductTypeView[]>('/api/product-types/active', { signal });
}

export function getActiveProductTypesQueryOptions() {
  return queryOptions({
    queryKey: inventoryQueryKeys.activeProductTypes,
    queryFn: ({ signal }) => getActiveProductTypes(signal),
    staleTime: PRODUCT_TYPES_STALE_MS,
  });
}

export function useActiveProductTypes() {
  return useQuery(getActiveProductTypesQueryOptions());
}
