import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPartnerPlan } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { partnersQueryKeys } from './query-keys';

export function getMyPartnerPlans(signal?: AbortSignal): Promise<MyPartnerPlan[]> {
  return apiClient.get<MyPartnerPlan[]>('/api/partners/my-plans', { signal });
}

export function useMyPartnerPlans() {
  return useQuery(queryOptions({ queryKey: partnersQueryKeys.mine, queryFn: ({ signal }) => getMyPartnerPlans(signal) }));
}
