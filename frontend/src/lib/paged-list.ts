import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** The pages of a list of `total` rows, `pageSize` a page; at least one, so that an empty list reads "Página 1 de 1". */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The query string of a list, in the order of `params`: a text is trimmed and left out when empty
 * (no search, no status filter), a number always goes.
 */
export function listQueryString(params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = String(value).trim();
    if (text !== '') query.set(name, text);
  }
  return query.toString();
}

/** The page and the search of a list the server searches (by name, email…). */
export type SearchPageParams = { page: number; pageSize: number; search: string };

/** A page of a staff list read from `path`; the page shown stays while the next one loads. */
export function pagedListQueryOptions<TList>(queryKey: QueryKey, path: string, params: Record<string, string | number>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiClient.get<TList>(`${path}?${listQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The query of a list searched on the server: its key is `baseKey` and the page and search asked for. */
export function searchPageQueryOptions<TList>(baseKey: QueryKey, path: string, { page, pageSize, search }: SearchPageParams) {
  const params = { page, pageSize, search };
  return pagedListQueryOptions<TList>([...baseKey, params], path, params);
}
