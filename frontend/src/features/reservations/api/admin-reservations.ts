import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminReservation, AdminReservationFilter, AdminReservationList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money';
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

/**
 * 'Confirmar Pago'. `amountCentavos`: what arrived, left out for "all that is still owed"; less than
 * that needs an admin and a `reason` (the rest is waived), more leaves the excess to return.
 */
export type ConfirmDepositInput = { reservationId: string; amountCentavos?: number; reason?: string };

export function confirmReservationDeposit({ reservationId, amountCentavos, reason }: ConfirmDepositInput): Promise<ConfirmDepositResponse> {
  return apiClient.post<ConfirmDepositResponse>('/api/admin/confirm-deposit', {
    reservationId,
    paymentConfirmation: `admin-${Date.now()}`,
    ...(amountCentavos === undefined ? {} : { amountCentavos }),
    ...(reason ? { reason } : {}),
  });
}

/** `overrideReason`: an admin converts without a signed contract and says why (audited). */
export function convertReservation(reservationId: string, overrideReason = ''): Promise<AdminReservation> {
  const reason = overrideReason.trim();
  return apiClient.post<AdminReservation>(`/api/admin/unit-reservations/${encodeURIComponent(reservationId)}/convert`, reason ? { overrideReason: reason } : undefined);
}

/** `rescissionReason`: its contract was signed by someone, and the refund rescinds it (both parties are told). */
export type RefundReservationInput = { reservationId: string; rescissionReason?: string };

/**
 * Admin only (an advisor gets 403). A card deposit goes back to the card; a transfer or staff's
 * confirmation stays to return in Conciliación. A signed contract refuses it (409 contract_signed)
 * unless `rescissionReason` is given.
 */
export function refundReservationDeposit({ reservationId, rescissionReason }: RefundReservationInput): Promise<AdminReservation> {
  return apiClient.post<AdminReservation>(`/api/admin/unit-reservations/${encodeURIComponent(reservationId)}/refund`, rescissionReason ? { rescissionReason } : undefined);
}

export function sendReservationReminders(reservationIds: string[]): Promise<{ sent: number }> {
  return apiClient.post<{ sent: number }>('/api/admin/unit-reservations/send-reminders', { reservationIds });
}

/**
 * The saved reservation shows in every cached page; the counts, the filtered lists, the units and the
 * money received move with the status.
 */
function useReservationMutation<TVariables, TResult extends AdminReservation>(name: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  return useRowMutation<TVariables, TResult, AdminReservation>({
    mutationKey: ['reservations', 'admin', name],
    mutationFn,
    listKey: adminReservationsQueryKeys.all,
    rereads: [adminReservationsQueryKeys.all, INVENTORY_KEY, moneyQueryKeys.all],
    waitForRereads: false,
  });
}

export const useConfirmReservationDeposit = () => useReservationMutation('confirm-deposit', confirmReservationDeposit);
/** `overrideReason` is read when the conversion is sent (the reason typed in the dialog). */
export const useConvertReservation = (overrideReason: () => string = () => '') =>
  useReservationMutation('convert', (reservationId: string) => convertReservation(reservationId, overrideReason()));
export const useRefundReservationDeposit = () => useReservationMutation('refund', refundReservationDeposit);

export function useSendReservationReminders() {
  return useMutation({ mutationKey: ['reservations', 'admin', 'send-reminders'], mutationFn: sendReservationReminders });
}
