import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';

export type AuditEntryList = Page<AuditEntry> & { filters: { actions: string[]; entityTypes: string[] } };
export type AuditEntryParams = { page: number; pageSize: number; action: string; entityType: string };

export const auditQueryKeys = {
  entries: ['audit', 'entries'] as const,
  entryList: (params: AuditEntryParams) => ['audit', 'entries', params] as const,
};

export function getAuditEntries({ page, pageSize, action, entityType }: AuditEntryParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (action) query.set('action', action);
  if (entityType) query.set('entityType', entityType);
  return apiClient.get<AuditEntryList>(`/api/admin/audit-log?${query}`, { signal });
}

export function getAuditEntriesQueryOptions(params: AuditEntryParams) {
  return queryOptions({
    queryKey: auditQueryKeys.entryList(params),
    queryFn: ({ signal }) => getAuditEntries(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEntries(params: AuditEntryParams) {
  return useQuery(getAuditEntriesQueryOptions(params));
}
