import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterSubmissionList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { searchPageQueryOptions, type SearchPageParams } from '@/lib/paged-list';

export const letterSubmissionsQueryKeys = { all: ['leads', 'letter-submissions'] as const };

export function getLetterSubmissionsQueryOptions(params: SearchPageParams) {
  return searchPageQueryOptions<LetterSubmissionList>(letterSubmissionsQueryKeys.all, '/api/admin/letter-submissions', params);
}

export const useLetterSubmissions = (params: SearchPageParams) => useQuery(getLetterSubmissionsQueryOptions(params));

export function deleteLetterSubmission(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/letter-submissions/${encodeURIComponent(id)}`);
}

export function useDeleteLetterSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'letter-submissions', 'delete'],
    mutationFn: deleteLetterSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: letterSubmissionsQueryKeys.all }),
  });
}
