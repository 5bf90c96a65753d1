import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContractFilter, AdminContractList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { env } from '@/env';
import { contractsQueryKeys } from './query-keys';

export const ADMIN_CONTRACTS_PAGE_SIZE = 25;

export function getAdminContracts(filter: AdminContractFilter, search: string, page: number, signal?: AbortSignal): Promise<AdminContractList> {
  const query = new URLSearchParams({ filter, page: String(page), pageSize: String(ADMIN_CONTRACTS_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  return apiClient.get<AdminContractList>(`/api/admin/contracts?${query}`, { signal });
}

export function useAdminContracts(filter: AdminContractFilter, search: string, page: number) {
  return useQuery({
    queryKey: contractsQueryKeys.admin(filter, search, page),
    queryFn: ({ signal }) => getAdminContracts(filter, search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const adminContractDocumentUrl = (contractId: string) => `${env.apiBaseUrl}/api/admin/contracts/${contractId}/document`;

function useContractAction<T>(action: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsQueryKeys.all }) });
}

export const useCountersignContract = () => useContractAction((contractId: string) => apiClient.post(`/api/admin/contracts/${contractId}/countersign`, {}));

export const useCancelContract = () =>
  useContractAction(({ contractId, reason, regenerate }: { contractId: string; reason: string; regenerate: boolean }) =>
    apiClient.post(`/api/admin/contracts/${contractId}/${regenerate ? 'regenerate' : 'cancel'}`, { reason }),
  );
