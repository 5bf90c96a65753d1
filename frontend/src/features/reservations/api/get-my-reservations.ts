import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReservation } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { reservationsQueryKeys } from './query-keys';

export function getMyReservations(signal?: AbortSignal): Promise<MyReservation[]> {
  return apiClient.get<MyReservation[]>('/api/unit-reservations/my-reservations', { signal });
}

export function getMyReservationsQueryOptions() {
  return queryOptions({
    queryKey: reservationsQueryKeys.mine,
    queryFn: ({ signal }) => getMyReservations(signal),
  });
}

export function useMyReservations() {
  return useQuery(getMyReservationsQueryOptions());
}
