import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractCodeSent, MyContract, SignContractDto } from '@cdm/contracts';
import { apiClient, ApiError } from '@/lib/api-client';
import { env } from '@/env';
import { contractsQueryKeys } from './query-keys';

export function getMyContract(reservationId: string, signal?: AbortSignal): Promise<MyContract> {
  return apiClient.get<MyContract>(`/api/my/contracts/by-reservation/${reservationId}`, { signal });
}

export function useMyContract(reservationId: string) {
  return useQuery(
    queryOptions({
      queryKey: contractsQueryKeys.mine(reservationId),
      queryFn: ({ signal }) => getMyContract(reservationId, signal),
      retry: false,
    }),
  );
}

export const contractDocumentUrl = (contractId: string) => `${env.apiBaseUrl}/api/my/contracts/${contractId}/document`;

export type ContractDocument = { bytes: ArrayBuffer; sha256: string };

/** The exact bytes the page shows, and their SHA-256 computed here: that hash is what the signature names. */
export async function getContractDocument(contractId: string, signal?: AbortSignal): Promise<ContractDocument> {
  const response = await fetch(contractDocumentUrl(contractId), { credentials: 'include', signal });
  if (!response.ok) throw new ApiError({ status: response.status, code: 'not_found', message: 'No pudimos cargar el documento.' });
  const bytes = await response.arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const sha256 = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { bytes, sha256 };
}

export function useContractDocument(contract: MyContract | undefined) {
  return useQuery({
    queryKey: contractsQueryKeys.document(contract?.id ?? '', contract?.status ?? ''),
    queryFn: ({ signal }) => getContractDocument(contract!.id, signal),
    enabled: contract !== undefined && contract.status !== 'cancelled',
    staleTime: Infinity,
  });
}

export function useRequestContractCode(contractId: string) {
  return useMutation({ mutationFn: () => apiClient.post<ContractCodeSent>(`/api/my/contracts/${contractId}/code`, {}) });
}

export function useSignContract(contract: MyContract) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignContractDto) => apiClient.post<{ signed: true }>(`/api/my/contracts/${contract.id}/sign`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsQueryKeys.mine(contract.reservationId) }),
  });
}
