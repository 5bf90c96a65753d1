import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmReservationPaymentResponse, ReservationPaymentIntentResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { refreshAfterUnitChange } from './invalidate';
import { reservationsMutationKeys, reservationsQueryKeys } from './query-keys';

const reservationPath = (reservationId: string) => `/api/unit-reservations/${encodeURIComponent(reservationId)}`;

/** The deposit's payment intent; asking again for the same reservation gives the same one. */
export function createReservationPaymentIntent(reservationId: string): Promise<ReservationPaymentIntentResponse> {
  return apiClient.post<ReservationPaymentIntentResponse>(`${reservationPath(reservationId)}/create-payment-intent`, {});
}

export function getReservationPaymentIntentQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: reservationsQueryKeys.paymentIntent(reservationId),
    queryFn: () => createReservationPaymentIntent(reservationId),
    // The intent of a reservation does not change: asked once, kept while the person comes and goes.
    staleTime: Infinity,
  });
}

export function useReservationPaymentIntent(reservationId: string) {
  return useQuery(getReservationPaymentIntentQueryOptions(reservationId));
}

/** After the card succeeds: the server re-checks the payment with the provider ('active' once paid). */
export function confirmReservationPayment(reservationId: string): Promise<ConfirmReservationPaymentResponse> {
  return apiClient.post<ConfirmReservationPaymentResponse>(`${reservationPath(reservationId)}/confirm-payment`, {});
}

export function useConfirmReservationPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reservationsMutationKeys.confirmPayment,
    mutationFn: confirmReservationPayment,
    onSettled: () => refreshAfterUnitChange(queryClient),
  });
}

export function isDepositPaid(answer: ConfirmReservationPaymentResponse): boolean {
  return answer.reservationDepositPaid || answer.status === 'active';
}
