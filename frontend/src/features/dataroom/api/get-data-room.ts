import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataRoomListing } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { dataRoomQueryKeys } from './query-keys';

export function getDataRoom(signal?: AbortSignal): Promise<DataRoomListing> {
  return apiClient.get<DataRoomListing>('/api/data-room/documents', { signal });
}

export function getDataRoomQueryOptions() {
  return queryOptions({ queryKey: dataRoomQueryKeys.listing, queryFn: ({ signal }) => getDataRoom(signal) });
}

export function useDataRoom() {
  return useQuery(getDataRoomQueryOptions());
}
