import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InformationRequestAdminItem, InformationRequestList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { searchPageQueryOptions, type SearchPageParams } from '@/lib/paged-list';
import { patchCachedRows } from '@/lib/query-cache';

export const leadsQueryKeys = { informationRequests: ['leads', 'information-requests'] as const };

export function getInformationRequestsQueryOptions(params: SearchPageParams) {
  return searchPageQueryOptions<InformationRequestList>(leadsQueryKeys.informationRequests, '/api/admin/information-requests', params);
}

export const useInformationRequests = (params: SearchPageParams) => useQuery(getInformationRequestsQueryOptions(params));

export function setInformationRequestProcessed({ id, processed }: { id: string; processed: boolean }) {
  return apiClient.patch<InformationRequestAdminItem>(`/api/admin/information-requests/${encodeURIComponent(id)}`, { processed });
}

function withProcessed(list: InformationRequestList, id: string, processed: boolean): InformationRequestList {
  const item = list.items.find((entry) => entry.id === id);
  if (!item || item.processed === processed) return list;
  const delta = processed ? 1 : -1;
  return {
    ...list,
    items: list.items.map((entry) => (entry.id === id ? { ...entry, processed } : entry)),
    counts: { ...list.counts, processed: list.counts.processed + delta, pending: list.counts.pending - delta },
  };
}

/** Optimistic: the row and the counts change at once, and go back if the server refuses. */
export function useSetInformationRequestProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'information-requests', 'set-processed'],
    mutationFn: setInformationRequestProcessed,
    onMutate: async ({ id, processed }) => {
      await queryClient.cancelQueries({ queryKey: leadsQueryKeys.informationRequests });
      const previous = queryClient.getQueriesData<InformationRequestList>({ queryKey: leadsQueryKeys.informationRequests });
      queryClient.setQueriesData<InformationRequestList>({ queryKey: leadsQueryKeys.informationRequests }, (list) =>
        list ? withProcessed(list, id, processed) : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      context?.previous.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSuccess: (saved) => patchCachedRows(queryClient, leadsQueryKeys.informationRequests, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsQueryKeys.informationRequests }),
  });
}
