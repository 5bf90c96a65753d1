import { useQuery } from '@tanstack/react-query';
import type { PresentationBookingAdminItem, PresentationBookingList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { searchPageQueryOptions, type SearchPageParams } from '@/lib/paged-list';
import { replaceRow, useRowMutation } from '@/lib/query-cache';

export const presentationBookingsQueryKeys = { all: ['leads', 'presentation-bookings', 'admin'] as const };

export function getPresentationBookingsQueryOptions(params: SearchPageParams) {
  return searchPageQueryOptions<PresentationBookingList>(presentationBookingsQueryKeys.all, '/api/admin/presentation-bookings', params);
}

export const usePresentationBookings = (params: SearchPageParams) => useQuery(getPresentationBookingsQueryOptions(params));

/** Admin only (an advisor gets 403). Answers the updated booking. */
export function refundPresentationBooking(id: string): Promise<PresentationBookingAdminItem> {
  return apiClient.post<PresentationBookingAdminItem>(`/api/admin/presentation-bookings/${encodeURIComponent(id)}/refund`, undefined);
}

/** The counts move with the status: the list is read again once the refund settles. */
export function useRefundPresentationBooking() {
  return useRowMutation({
    mutationKey: ['leads', 'presentation-bookings', 'refund'],
    mutationFn: refundPresentationBooking,
    listKey: presentationBookingsQueryKeys.all,
    merge: replaceRow,
  });
}
