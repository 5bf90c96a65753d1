import { useMutation } from '@tanstack/react-query';
import type { ContractVerification } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';

export type VerifyInput = { file: File } | { sha256: string };

export function verifyContract(input: VerifyInput): Promise<ContractVerification> {
  if ('file' in input) {
    const form = new FormData();
    form.append('archivo', input.file);
    return apiClient.post<ContractVerification>('/api/contracts/verify-file', form);
  }
  return apiClient.post<ContractVerification>('/api/contracts/verify', { sha256: input.sha256.trim() });
}

export function useVerifyContract() {
  return useMutation({ mutationFn: verifyContract });
}
