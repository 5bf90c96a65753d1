import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  PasswordResetConfirmDto,
  PasswordResetConfirmResponse,
  PasswordResetRequestResponse,
  PasswordResetValidateResponse,
} from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { identityQueryKeys } from './query-keys';

export function requestPasswordReset(email: string): Promise<PasswordResetRequestResponse> {
  return apiClient.post<PasswordResetRequestResponse>('/api/password-reset/request', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['identity', 'password-reset', 'request'], mutationFn: requestPasswordReset });
}

export function validateResetToken(token: string, signal?: AbortSignal): Promise<PasswordResetValidateResponse> {
  return apiClient.post<PasswordResetValidateResponse>('/api/password-reset/validate', { token }, { signal });
}

export function getResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: identityQueryKeys.resetToken(token),
    queryFn: ({ signal }) => validateResetToken(token, signal),
    // Checked once per visit: a used token must not be re-validated into the form.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetToken(token: string | undefined) {
  return useQuery({ ...getResetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}

export function confirmPasswordReset(body: PasswordResetConfirmDto): Promise<PasswordResetConfirmResponse> {
  return apiClient.post<PasswordResetConfirmResponse>('/api/password-reset/confirm', body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationKey: ['identity', 'password-reset', 'confirm'], mutationFn: confirmPasswordReset });
}
