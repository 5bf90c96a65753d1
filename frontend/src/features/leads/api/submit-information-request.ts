import { useMutation } from '@tanstack/react-query';
import type { SubmitInformationRequestDto, SubmitInformationRequestResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type InformationRequestBody = SubmitInformationRequestDto;

export function submitInformationRequest(body: InformationRequestBody): Promise<SubmitInformationRequestResponse> {
  return apiClient.post<SubmitInformationRequestResponse>('/api/information-request', body);
}

export const leadsMutationKeys = {
  submitInformationRequest: ['leads', 'information-request', 'submit'] as const,
};

type UseSubmitInformationRequestOptions = {
  mutationConfig?: MutationConfig<typeof submitInformationRequest>;
};

export function useSubmitInformationRequest({ mutationConfig }: UseSubmitInformationRequestOptions = {}) {
  return useMutation({
    mutationKey: leadsMutationKeys.submitInformationRequest,
    ...mutationConfig,
    mutationFn: submitInformationRequest,
  });
}
