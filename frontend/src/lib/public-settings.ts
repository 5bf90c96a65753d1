import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@cdm/contracts';
import { apiClient } from './api-client';

// GET /api/public-settings for any screen: features may not import one another, and several need
// the live figures (deposits, scheduling link). The prerendered public pages use their own small
// fetch hook instead, to keep TanStack Query out of their first load.
export const publicSettingsQueryKey = ['site', 'public-settings'] as const;

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiClient.get<PublicSettings>('/api/public-settings', { signal });
}

export function getPublicSettingsQueryOptions() {
  return queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => getPublicSettings(signal),
    // The server lets the answer be cached for a minute; asking more often changes nothing.
    staleTime: 60_000,
  });
}

export function usePublicSettings() {
  return useQuery(getPublicSettingsQueryOptions());
}
