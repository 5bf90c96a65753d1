import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterSubmissionList } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';

export type LetterSubmissionListParams = { page: number; pageSize: number; search: string };

export const letterSubmissionsQueryKeys = {
  all: ['leads', 'letter-submissions'] as const,
  list: (params: LetterSubmissionListParams) => ['leads', 'letter-submissions', params] as const,
};

export function getLetterSubmissions({ page, pageSize, search }: LetterSubmissionListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim() !== '') query.set('search', search.trim());
  return apiClient.get<LetterSubmissionList>(`/api/admin/letter-submissions?${query}`, { signal });
}

export function getLetterSubmissionsQueryOptions(params: LetterSubmissionListParams) {
  return queryOptions({
    queryKey: letterSubmissionsQueryKeys.list(params),
    queryFn: ({ signal }) => getLetterSubmissions(params, signal),
    placeholderData: keepPreviousData,
  });
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
