import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationAdminItem, ApplicationList, ApplicationStatus, ApplicationStatusResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { searchPageQueryOptions } from '@/lib/paged-list';
import { patchCachedRows, replaceRow } from '@/lib/query-cache';
import { applicationsQueryKeys, type ApplicationListParams } from './query-keys';

export function getApplicationsQueryOptions(params: ApplicationListParams) {
  return searchPageQueryOptions<ApplicationList>(applicationsQueryKeys.admin, '/api/admin/applications', params);
}

export function useApplications(params: ApplicationListParams) {
  return useQuery(getApplicationsQueryOptions(params));
}

function useReplaceApplication() {
  const queryClient = useQueryClient();
  return (saved: ApplicationAdminItem) => patchCachedRows(queryClient, applicationsQueryKeys.admin, saved, replaceRow);
}

/** 409 `invalid_transition` with a Spanish message for a move the review rules refuse. */
export function updateApplicationStatus(body: { applicationId: string; status: ApplicationStatus }): Promise<ApplicationStatusResponse> {
  return apiClient.post<ApplicationStatusResponse>('/api/admin/update-application-status', body);
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  const replace = useReplaceApplication();
  return useMutation({
    mutationKey: ['applications', 'update-status'],
    mutationFn: updateApplicationStatus,
    onSuccess: (answer) => replace(answer.application),
    // The counts move with the status: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKeys.admin }),
  });
}

/** Emails a new set-up link to an authorised applicant. */
export function resendApplicationCredentials(applicationId: string): Promise<ApplicationStatusResponse> {
  return apiClient.post<ApplicationStatusResponse>('/api/admin/resend-credentials', { applicationId });
}

export function useResendApplicationCredentials() {
  const replace = useReplaceApplication();
  return useMutation({
    mutationKey: ['applications', 'resend-credentials'],
    mutationFn: resendApplicationCredentials,
    onSuccess: (answer) => replace(answer.application),
  });
}

/** Admin only (an advisor gets 403); only the paid deposit of a rejected application. */
export function refundApplicationDeposit(applicationId: string): Promise<ApplicationAdminItem> {
  return apiClient.post<ApplicationAdminItem>(`/api/admin/applications/${encodeURIComponent(applicationId)}/refund`, undefined);
}

export function useRefundApplicationDeposit() {
  const queryClient = useQueryClient();
  const replace = useReplaceApplication();
  return useMutation({
    mutationKey: ['applications', 'refund'],
    mutationFn: refundApplicationDeposit,
    onSuccess: replace,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKeys.admin }),
  });
}
