import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PARTNER_PAYMENT_PROOF_FIELD, type PartnerDetail, type PartnerItem, type PartnerList, type RecordPartnerPaymentDto, type RemindersSentResponse } from '@cdm/contracts';
import { env } from '@/env';
import { apiClient } from '@/lib/api-client';
import { invalidateMoney } from '@/lib/money';
import { pagedListQueryOptions } from '@/lib/paged-list';
import { patchCachedRows } from '@/lib/query-cache';
import { partnersQueryKeys, type PartnerListParams } from './query-keys';

const partnerPath = (partnerId: string) => `/api/admin/partners/${encodeURIComponent(partnerId)}`;

export function getPartnersQueryOptions({ filter, page, pageSize, search }: PartnerListParams) {
  const params = { filter, page, pageSize, search };
  return pagedListQueryOptions<PartnerList>(partnersQueryKeys.adminList(params), '/api/admin/partners', params);
}

export function usePartners(params: PartnerListParams) {
  return useQuery(getPartnersQueryOptions(params));
}

export function getPartnerDetail(partnerId: string, signal?: AbortSignal): Promise<PartnerDetail> {
  return apiClient.get<PartnerDetail>(partnerPath(partnerId), { signal });
}

export function getPartnerDetailQueryOptions(partnerId: string) {
  return queryOptions({
    queryKey: partnersQueryKeys.detail(partnerId),
    queryFn: ({ signal }) => getPartnerDetail(partnerId, signal),
  });
}

export function usePartnerDetail(partnerId: string | null) {
  return useQuery({ ...getPartnerDetailQueryOptions(partnerId ?? ''), enabled: partnerId !== null });
}

/** The PDF statement, downloaded by the browser with the staff session cookie. */
export function partnerStatementUrl(partnerId: string): string {
  return `${env.apiBaseUrl}${partnerPath(partnerId)}/statement.pdf`;
}

/** Puts a saved partner into every cached list and into its detail, then reads the counts and figures again. */
function useSavePartner() {
  const queryClient = useQueryClient();
  return (saved: PartnerItem | PartnerDetail) => {
    patchCachedRows<PartnerItem, PartnerItem | PartnerDetail>(queryClient, partnersQueryKeys.adminLists, saved, (item, next) => ({ ...item, ...pickItem(next) }));
    queryClient.setQueryData<PartnerDetail>(partnersQueryKeys.detail(saved.id), (detail) => (detail ? { ...detail, ...saved } : detail));
  };
}

function pickItem(saved: PartnerItem | PartnerDetail): PartnerItem {
  const { payments: _payments, schedule: _schedule, ...item } = saved as PartnerDetail;
  return item;
}

/** The partners' lists and details, and the money received behind a balance (a payment recorded moves it). */
function useInvalidatePartners() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: partnersQueryKeys.all }), invalidateMoney(queryClient)]);
}

export type RecordPartnerPaymentVariables = { partnerId: string; payment: RecordPartnerPaymentDto; proof?: File | null };

/** POST /api/admin/partners/:id/payments: a payment received; answers the detail with the new balance. */
export function recordPartnerPayment({ partnerId, payment, proof }: RecordPartnerPaymentVariables): Promise<PartnerDetail> {
  return apiClient.post<PartnerDetail>(`${partnerPath(partnerId)}/payments`, proof ? paymentWithProof(payment, proof) : payment);
}

/** With a proof file the payment goes as multipart: the same fields, as text, and the file. */
function paymentWithProof(payment: RecordPartnerPaymentDto, proof: File): FormData {
  const form = new FormData();
  form.append('amountCentavos', String(payment.amountCentavos));
  form.append('paidOn', payment.paidOn);
  form.append('method', payment.method);
  if (payment.reference !== undefined) form.append('reference', payment.reference);
  form.append(PARTNER_PAYMENT_PROOF_FIELD, proof, proof.name);
  return form;
}

/** The proof of a payment, downloaded by the browser with the staff session cookie. */
export function partnerPaymentProofUrl(partnerId: string, paymentId: string): string {
  return `${env.apiBaseUrl}${partnerPath(partnerId)}/payments/${encodeURIComponent(paymentId)}/proof`;
}

export function useRecordPartnerPayment() {
  const save = useSavePartner();
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationKey: ['partners', 'record-payment'],
    mutationFn: recordPartnerPayment,
    onSuccess: save,
    onSettled: invalidate,
  });
}

/** investor-portal.md §4: marking the down payment paid dates it today (the server's clock); unmarking clears the date. */
export function updatePartnerDownPayment(body: { partnerId: string; downPaymentPaid: boolean }): Promise<PartnerItem> {
  return apiClient.post<PartnerItem>('/api/admin/update-partner-payment', body);
}

export function useUpdatePartnerDownPayment() {
  const save = useSavePartner();
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationKey: ['partners', 'update-down-payment'],
    mutationFn: updatePartnerDownPayment,
    onSuccess: save,
    onSettled: invalidate,
  });
}

export function sendPartnerReminder(partnerId: string): Promise<RemindersSentResponse> {
  return apiClient.post<RemindersSentResponse>('/api/admin/send-partner-reminder', { partnerId });
}

export function useSendPartnerReminder() {
  return useMutation({ mutationKey: ['partners', 'send-reminder'], mutationFn: sendPartnerReminder });
}

export type BulkReminderKind = 'payment' | 'overdue';

/** 400/409 with the investor-portal.md §5 messages when nobody (or nobody overdue) is among the ids. */
export function sendBulkPartnerReminders({ kind, partnerIds }: { kind: BulkReminderKind; partnerIds: string[] }): Promise<RemindersSentResponse> {
  const path = kind === 'payment' ? '/api/admin/send-bulk-payment-reminders' : '/api/admin/send-bulk-overdue-reminders';
  return apiClient.post<RemindersSentResponse>(path, { partnerIds });
}

export function useSendBulkPartnerReminders() {
  return useMutation({ mutationKey: ['partners', 'send-bulk-reminders'], mutationFn: sendBulkPartnerReminders });
}

export function sendPartnerStatement(partnerId: string): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>(`${partnerPath(partnerId)}/send-statement`, undefined);
}

export function useSendPartnerStatement() {
  return useMutation({ mutationKey: ['partners', 'send-statement'], mutationFn: sendPartnerStatement });
}
