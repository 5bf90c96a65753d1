import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmSimulatedCardDto, ConfirmSimulatedCardResponse, PaymentsConfigResponse } from '@cdm/contracts';
import { apiClient } from '../api-client';

export const paymentsQueryKeys = {
  config: ['payments', 'config'] as const,
};

export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigResponse> {
  return apiClient.get<PaymentsConfigResponse>('/api/payments/config', { signal });
}

export function getPaymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentsQueryKeys.config,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // The provider only changes with a new deployment.
    staleTime: 10 * 60_000,
  });
}

/** Which card provider is active (Stripe, or the simulated one of a machine without Stripe keys). */
export function usePaymentsConfig() {
  return useQuery(getPaymentsConfigQueryOptions());
}

/** POST /api/payments/simulated/confirm: a declined test card answers 400 `card_declined`. */
export function confirmSimulatedCard(body: ConfirmSimulatedCardDto): Promise<ConfirmSimulatedCardResponse> {
  return apiClient.post<ConfirmSimulatedCardResponse>('/api/payments/simulated/confirm', body);
}
