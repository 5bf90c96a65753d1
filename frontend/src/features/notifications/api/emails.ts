import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailLogItem, EmailPreview, EmailStatusValue, Page, SendTestEmailDto } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/paged-list';

export type EmailLogParams = { page: number; pageSize: number; status: EmailStatusValue | '' };
type Accepted = { message: string };

export const notificationsQueryKeys = {
  emails: ['notifications', 'emails'] as const,
  emailList: (params: EmailLogParams) => ['notifications', 'emails', params] as const,
  emailPreview: ['notifications', 'email-preview'] as const,
};

export function getEmailLogQueryOptions({ page, pageSize, status }: EmailLogParams) {
  const params = { page, pageSize, status };
  return queryOptions({
    ...pagedListQueryOptions<Page<EmailLogItem>>(notificationsQueryKeys.emailList(params), '/api/admin/emails', params),
    // Emails still in the queue change state within seconds: follow them while they are shown.
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'queued') ? 5_000 : false),
  });
}

export function useEmailLog(params: EmailLogParams) {
  return useQuery(getEmailLogQueryOptions(params));
}

export function resendEmail(id: string): Promise<Accepted> {
  return apiClient.post<Accepted>(`/api/admin/emails/${encodeURIComponent(id)}/resend`, {});
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'emails', 'resend'],
    mutationFn: resendEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.emails }),
  });
}

export function getEmailPreview(signal?: AbortSignal): Promise<EmailPreview> {
  return apiClient.get<EmailPreview>('/api/admin/email-preview', { signal });
}

export function useEmailPreview() {
  return useQuery({ queryKey: notificationsQueryKeys.emailPreview, queryFn: ({ signal }) => getEmailPreview(signal) });
}

export function sendTestEmail(body: SendTestEmailDto): Promise<Accepted> {
  return apiClient.post<Accepted>('/api/admin/send-test-email', body);
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'send-test-email'],
    mutationFn: sendTestEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.emails }),
  });
}
