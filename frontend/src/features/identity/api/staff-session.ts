import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StaffMember, StaffSessionResponse, StaffSignInDto } from '@cdm/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { identityQueryKeys } from './query-keys';

/** The signed-in staff member, or null when there is no staff session (401). */
export async function getStaffSession(signal?: AbortSignal): Promise<StaffMember | null> {
  try {
    return (await apiClient.get<StaffSessionResponse>('/api/admin/session', { signal })).staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getStaffSessionQueryOptions() {
  return queryOptions({
    queryKey: identityQueryKeys.staffSession,
    queryFn: ({ signal }) => getStaffSession(signal),
    staleTime: Infinity,
  });
}

export function useStaffSession() {
  return useQuery(getStaffSessionQueryOptions());
}

/** Back to the sign-in card. */
export function endStaffSession(queryClient: QueryClient): void {
  queryClient.setQueryData(identityQueryKeys.staffSession, null);
}

/** Nothing read with an earlier session is shown to the next person who signs in. */
function forgetEarlierSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== identityQueryKeys.staffSession[1] });
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** While mounted, a 401 from any staff call (an expired or revoked session) returns to the sign-in card. */
export function useEndStaffSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const end = () => {
      if (queryClient.getQueryData(identityQueryKeys.staffSession)) endStaffSession(queryClient);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) end();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) end();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

export function signInStaff(body: StaffSignInDto): Promise<StaffSessionResponse> {
  return apiClient.post<StaffSessionResponse>('/api/admin/session', body);
}

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'staff-sign-in'],
    mutationFn: signInStaff,
    onSuccess: ({ staff }) => {
      forgetEarlierSession(queryClient);
      queryClient.setQueryData(identityQueryKeys.staffSession, staff);
    },
  });
}

export function signOutStaff(): Promise<void> {
  return apiClient.delete<void>('/api/admin/session');
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'staff-sign-out'],
    mutationFn: signOutStaff,
    onSuccess: () => endStaffSession(queryClient),
    onError: (error) => {
      // No session left on the server: the person is signed out all the same.
      if (error instanceof ApiError && error.status === 401) endStaffSession(queryClient);
    },
  });
}
