import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferredUser } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { referralsQueryKeys } from './query-keys';

export function getReferredUsers(signal?: AbortSignal): Promise<ReferredUser[]> {
  return apiClient.post<ReferredUser[]>('/api/referral-users', {}, { signal });
}

export function getReferredUsersQueryOptions() {
  return queryOptions({
    queryKey: referralsQueryKeys.referredUsers,
    queryFn: ({ signal }) => getReferredUsers(signal),
    staleTime: 60_000,
  });
}

export function useReferredUsers() {
  return useQuery(getReferredUsersQueryOptions());
}
