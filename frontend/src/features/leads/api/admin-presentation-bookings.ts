import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresentationBookingAdminItem, PresentationBookingList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { searchPageQueryOptions, type SearchPageParams } from '@/lib/paged-list';
import { patchCachedRows, replaceRow } from '@/lib/query-cache';

export type PresentationBookingListParams = SearchPageParams;

export const presentationBookingsQueryKeys = { all: ['leads', 'presentation-bookings', 'admin'] as const };

export function getPresentationBookingsQueryOptions(params: PresentationBookingListParams) {
  return searchPageQueryOptions<PresentationBookingList>(presentationBookingsQueryKeys.all, '/api/admin/presentation-bookings', params);
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
    onSuccess: (saved) => patchCachedRows(queryClient, presentationBookingsQueryKeys.all, saved, replaceRow),
    // The counts move with the status: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: presentationBookingsQueryKeys.all }),
  });
}
