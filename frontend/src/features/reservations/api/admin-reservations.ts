import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminReservation, AdminReservationFilter, AdminReservationList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/paged-list';
import { useRowMutation } from '@/lib/query-cache';

// The staff side of reservations (/admin "Reservas"). The investor side keeps its own file.

export type AdminReservationListParams = { filter: AdminReservationFilter; page: number; pageSize: number };

export const adminReservationsQueryKeys = {
  all: ['reservations', 'admin'] as const,
  list: (params: AdminReservationListParams) => ['reservations', 'admin', params] as const,
};

// Confirming, converting and refunding change unit statuses: the inventory screens read them again.
const INVENTORY_KEY = ['inventory'] as const;

export function getAdminReservationsQueryOptions({ filter, page, pageSize }: AdminReservationListParams) {
  const params = { filter, page, pageSize };
  return pagedListQueryOptions<AdminReservationList>(adminReservationsQueryKeys.list(params), '/api/admin/unit-reservations', params);
}

export function useAdminReservations(params: AdminReservationListParams) {
  return useQuery(getAdminReservationsQueryOptions(params));
}

/** The server may add a sentence about the hold ("La unidad queda apartada 10 días"). */
export type ConfirmDepositResponse = AdminReservation & { message?: string };

export function confirmReservationDeposit(reservationId: string): Promise<ConfirmDepositResponse> {
  return apiClient.post<ConfirmDepositResponse>('/api/admin/confirm-deposit', { reservationId, paymentConfirmation: `admin-${Date.now()}` });
}

export function convertReservation(reservationId: string): Promise<AdminReservation> {
  return apiClient.post<AdminReservation>(`/api/admin/unit-reservations/${encodeURIComponent(reservationId)}/convert`, undefined);
}

/** Admin only (an advisor gets 403). */
export function refundReservationDeposit(reservationId: string): Promise<AdminReservation> {
  return apiClient.post<AdminReservation>(`/api/admin/unit-reservations/${encodeURIComponent(reservationId)}/refund`, undefined);
}

export function sendReservationReminders(reservationIds: string[]): Promise<{ sent: number }> {
  return apiClient.post<{ sent: number }>('/api/admin/unit-reservations/send-reminders', { reservationIds });
}

/** The saved reservation shows in every cached page; the counts, the filtered lists and the units move with the status. */
function useReservationMutation<TResult extends AdminReservation>(name: string, mutationFn: (reservationId: string) => Promise<TResult>) {
  return useRowMutation<string, TResult, AdminReservation>({
    mutationKey: ['reservations', 'admin', name],
    mutationFn,
    listKey: adminReservationsQueryKeys.all,
    rereads: [adminReservationsQueryKeys.all, INVENTORY_KEY],
    waitForRereads: false,
  });
}

export const useConfirmReservationDeposit = () => useReservationMutation('confirm-deposit', confirmReservationDeposit);
export const useConvertReservation = () => useReservationMutation('convert', convertReservation);
export const useRefundReservationDeposit = () => useReservationMutation('refund', refundReservationDeposit);

export function useSendReservationReminders() {
  return useMutation({ mutationKey: ['reservations', 'admin', 'send-reminders'], mutationFn: sendReservationReminders });
}
