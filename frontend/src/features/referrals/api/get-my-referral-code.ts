import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserReferralCodeResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { referralsQueryKeys } from './query-keys';

// The spec's call is a POST with the investor's email; the server reads whose code it is from
// the session (and makes the code on the first request), so the body stays empty.
export function getMyReferralCode(signal?: AbortSignal): Promise<UserReferralCodeResponse> {
  return apiClient.post<UserReferralCodeResponse>('/api/user-referral-code', {}, { signal });
}

export function getMyReferralCodeQueryOptions() {
  return queryOptions({
    queryKey: referralsQueryKeys.myCode,
    queryFn: ({ signal }) => getMyReferralCode(signal),
    // A referral or an activation changes the figures rarely; a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useMyReferralCode() {
  return useQuery(getMyReferralCodeQueryOptions());
}
