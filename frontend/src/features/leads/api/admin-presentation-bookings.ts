import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresentationBookingAdminItem, PresentationBookingList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';

export type PresentationBookingListParams = { page: number; pageSize: number; search: string };

export const presentationBookingsQueryKeys = {
  all: ['leads', 'presentation-bookings', 'admin'] as const,
  list: (params: PresentationBookingListParams) => ['leads', 'presentation-bookings', 'admin', params] as const,
};

export function getPresentationBookings({ page, pageSize, search }: PresentationBookingListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim() !== '') query.set('search', search.trim());
  return apiClient.get<PresentationBookingList>(`/api/admin/presentation-bookings?${query}`, { signal });
}

export function getPresentationBookingsQueryOptions(params: PresentationBookingListParams) {
  return queryOptions({
    queryKey: presentationBookingsQueryKeys.list(params),
    queryFn: ({ signal }) => getPresentationBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePresentationBookings(params: PresentationBookingListParams) {
  return useQuery(getPresentationBookingsQueryOptions(params));
}

/** Admin only (an advisor gets 403). Answers the updated booking. */
export function refundPresentationBooking(id: string): Promise<PresentationBookingAdminItem> {
  return apiClient.post<PresentationBookingAdminItem>(`/api/admin/presentation-bookings/${encodeURIComponent(id)}/refund`, undefined);
}

export function useRefundPresentationBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'presentation-bookings', 'refund'],
    mutationFn: refundPresentationBooking,
    onSuccess: (saved) => {
      queryClient.setQueriesData<PresentationBookingList>({ queryKey: presentationBookingsQueryKeys.all }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
    },
    // The counts move with the status: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: presentationBookingsQueryKeys.all }),
  });
}
