import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A cached page of a list: whatever else it carries (counts, total, filters) stays as it is. */
type RowsPage<T> = { items: T[] };

/**
 * Puts a saved row into every cached page under `queryKey` (every filter, search and page of a list),
 * where a row with its id is shown; by default the saved fields are laid over the cached row.
 */
export function patchCachedRows<T extends { id: string }, TSaved extends { id: string } = T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  saved: TSaved,
  merge: (row: T, saved: TSaved) => T = (row, next) => ({ ...row, ...next }),
): void {
  queryClient.setQueriesData<RowsPage<T>>({ queryKey }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.id === saved.id ? merge(row, saved) : row)) } : page,
  );
}

/** The saved row as the server answered it, in place of the cached one. */
export const replaceRow = <T>(_row: T, saved: T): T => saved;
