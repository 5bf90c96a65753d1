import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterSubmissionList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/paged-list';

export type LetterSubmissionListParams = { page: number; pageSize: number; search: string };

export const letterSubmissionsQueryKeys = {
  all: ['leads', 'letter-submissions'] as const,
  list: (params: LetterSubmissionListParams) => ['leads', 'letter-submissions', params] as const,
};

export function getLetterSubmissionsQueryOptions({ page, pageSize, search }: LetterSubmissionListParams) {
  const params = { page, pageSize, search };
  return pagedListQueryOptions<LetterSubmissionList>(letterSubmissionsQueryKeys.list(params), '/api/admin/letter-submissions', params);
}

export function useLetterSubmissions(params: LetterSubmissionListParams) {
  return useQuery(getLetterSubmissionsQueryOptions(params));
}

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
