import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateSchedulePaymentIntentDto,
  CreateSchedulePaymentIntentResponse,
  PresentationBookingStatusResponse,
  SchedulePresentationDto,
  SchedulePresentationResponse,
} from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { withAttribution } from '@/lib/attribution';

export const bookingQueryKeys = {
  status: (bookingId: string) => ['leads', 'presentation-bookings', bookingId, 'status'] as const,
};

export const bookingMutationKeys = {
  createIntent: ['leads', 'presentation-bookings', 'create-intent'] as const,
  schedule: ['leads', 'presentation-bookings', 'schedule'] as const,
};

/** Asking twice with the same bookingId gives the same booking and the same intent. It carries how the visitor arrived. */
export function createSchedulePaymentIntent(body: CreateSchedulePaymentIntentDto): Promise<CreateSchedulePaymentIntentResponse> {
  return apiClient.post<CreateSchedulePaymentIntentResponse>('/api/create-schedule-payment-intent', withAttribution(body));
}

export function useCreateSchedulePaymentIntent() {
  return useMutation({ mutationKey: bookingMutationKeys.createIntent, mutationFn: createSchedulePaymentIntent });
}

/** After the card step; the server checks the payment with the provider before it answers ok. */
export function schedulePresentation(body: SchedulePresentationDto): Promise<SchedulePresentationResponse> {
  return apiClient.post<SchedulePresentationResponse>('/api/schedule-presentation', body);
}

export function useSchedulePresentation() {
  return useMutation({ mutationKey: bookingMutationKeys.schedule, mutationFn: schedulePresentation });
}

export function getPresentationBookingStatus(bookingId: string, signal?: AbortSignal): Promise<PresentationBookingStatusResponse> {
  return apiClient.get<PresentationBookingStatusResponse>(`/api/presentation-bookings/${encodeURIComponent(bookingId)}/status`, { signal });
}

/** A payment the provider has not settled yet: the return page asks again. */
export function isAwaitingPayment(answer: PresentationBookingStatusResponse | undefined): boolean {
  if (!answer || answer.status !== 'pending_payment') return false;
  return answer.paymentStatus !== 'failed' && answer.paymentStatus !== 'canceled';
}

export function getPresentationBookingStatusQueryOptions(bookingId: string, { pollMs, poll }: { pollMs: number; poll: boolean }) {
  return queryOptions({
    queryKey: bookingQueryKeys.status(bookingId),
    queryFn: ({ signal }) => getPresentationBookingStatus(bookingId, signal),
    refetchInterval: (query) => (poll && isAwaitingPayment(query.state.data) ? pollMs : false),
  });
}

export function usePresentationBookingStatus(bookingId: string, options: { pollMs: number; poll: boolean }) {
  return useQuery(getPresentationBookingStatusQueryOptions(bookingId, options));
}
