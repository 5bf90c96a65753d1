import { useQuery } from '@tanstack/react-query';
import type { ApplicationAdminItem, ApplicationList, ApplicationStatus, ApplicationStatusResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { searchPageQueryOptions } from '@/lib/paged-list';
import { replaceRow, useRowMutation } from '@/lib/query-cache';
import { applicationsQueryKeys, type ApplicationListParams } from './query-keys';

export function getApplicationsQueryOptions(params: ApplicationListParams) {
  return searchPageQueryOptions<ApplicationList>(applicationsQueryKeys.admin, '/api/admin/applications', params);
}

export function useApplications(params: ApplicationListParams) {
  return useQuery(getApplicationsQueryOptions(params));
}

/** 409 `invalid_transition` with a Spanish message for a move the review rules refuse. */
export function updateApplicationStatus(body: { applicationId: string; status: ApplicationStatus }): Promise<ApplicationStatusResponse> {
  return apiClient.post<ApplicationStatusResponse>('/api/admin/update-application-status', body);
}

/** The saved application replaces the cached one in every page; the counts move with the status: read them again. */
export function useUpdateApplicationStatus() {
  return useRowMutation({
    mutationKey: ['applications', 'update-status'],
    mutationFn: updateApplicationStatus,
    listKey: applicationsQueryKeys.admin,
    savedRow: (answer) => answer.application,
    merge: replaceRow,
  });
}

/** Emails a new set-up link to an authorised applicant. */
export function resendApplicationCredentials(applicationId: string): Promise<ApplicationStatusResponse> {
  return apiClient.post<ApplicationStatusResponse>('/api/admin/resend-credentials', { applicationId });
}

export function useResendApplicationCredentials() {
  return useRowMutation({
    mutationKey: ['applications', 'resend-credentials'],
    mutationFn: resendApplicationCredentials,
    listKey: applicationsQueryKeys.admin,
    savedRow: (answer) => answer.application,
    merge: replaceRow,
    rereads: [],
  });
}

/** Admin only (an advisor gets 403); only the paid deposit of a rejected application. */
export function refundApplicationDeposit(applicationId: string): Promise<ApplicationAdminItem> {
  return apiClient.post<ApplicationAdminItem>(`/api/admin/applications/${encodeURIComponent(applicationId)}/refund`, undefined);
}

export function useRefundApplicationDeposit() {
  return useRowMutation({ mutationKey: ['applications', 'refund'], mutationFn: refundApplicationDeposit, listKey: applicationsQueryKeys.admin, merge: replaceRow });
}
