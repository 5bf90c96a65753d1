import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';

export const siteQueryKeys = {
  publicSettings: ['site', 'public-settings'] as const,
};

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiClient.get<PublicSettings>('/api/public-settings', { signal });
}

export function getPublicSettingsQueryOptions() {
  return queryOptions({
    queryKey: siteQueryKeys.publicSettings,
    queryFn: ({ signal }) => getPublicSettings(signal),
    // The server lets the answer be cached for a minute; asking more often changes nothing.
    staleTime: 60_000,
  });
}

export function usePublicSettings() {
  return useQuery(getPublicSettingsQueryOptions());
}
