import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffAccountDto, ResetStaffPasswordDto, StaffMember, UpdateStaffAccountDto } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { identityQueryKeys } from './query-keys';

export function getStaffAccounts(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiClient.get<StaffMember[]>('/api/admin/staff', { signal });
}

export function getStaffAccountsQueryOptions() {
  return queryOptions({ queryKey: identityQueryKeys.staffAccounts, queryFn: ({ signal }) => getStaffAccounts(signal) });
}

export function useStaffAccounts() {
  return useQuery(getStaffAccountsQueryOptions());
}

export function createStaffAccount(body: CreateStaffAccountDto): Promise<StaffMember> {
  return apiClient.post<StaffMember>('/api/admin/staff', body);
}

export function updateStaffAccount({ id, ...body }: UpdateStaffAccountDto & { id: string }): Promise<StaffMember> {
  return apiClient.patch<StaffMember>(`/api/admin/staff/${encodeURIComponent(id)}`, body);
}

export function resetStaffPassword({ id, ...body }: ResetStaffPasswordDto & { id: string }): Promise<void> {
  return apiClient.post<void>(`/api/admin/staff/${encodeURIComponent(id)}/password`, body);
}

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'staff-accounts', 'create'],
    mutationFn: createStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityQueryKeys.staffAccounts }),
  });
}

export function useUpdateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'staff-accounts', 'update'],
    mutationFn: updateStaffAccount,
    onSuccess: (updated) => {
      queryClient.setQueryData<StaffMember[]>(identityQueryKeys.staffAccounts, (current) =>
        current?.map((member) => (member.id === updated.id ? updated : member)),
      );
      return queryClient.invalidateQueries({ queryKey: identityQueryKeys.staffAccounts });
    },
  });
}

export function useResetStaffPassword() {
  return useMutation({ mutationKey: ['identity', 'staff-accounts', 'reset-password'], mutationFn: resetStaffPassword });
}
