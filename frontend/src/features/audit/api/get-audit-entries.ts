import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@cdm/contracts';
import { pagedListQueryOptions } from '@/lib/paged-list';

export type AuditEntryList = Page<AuditEntry> & { filters: { actions: string[]; entityTypes: string[] } };
export type AuditEntryParams = { page: number; pageSize: number; action: string; entityType: string };

export const auditQueryKeys = {
  entries: ['audit', 'entries'] as const,
  entryList: (params: AuditEntryParams) => ['audit', 'entries', params] as const,
};

export function getAuditEntriesQueryOptions({ page, pageSize, action, entityType }: AuditEntryParams) {
  const params = { page, pageSize, action, entityType };
  return pagedListQueryOptions<AuditEntryList>(auditQueryKeys.entryList(params), '/api/admin/audit-log', params);
}

export function useAuditEntries(params: AuditEntryParams) {
  return useQuery(getAuditEntriesQueryOptions(params));
}
