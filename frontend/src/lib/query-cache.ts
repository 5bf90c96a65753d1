import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

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

export type RowMutationOptions<TVariables, TAnswer, TRow extends { id: string }> = {
  mutationKey: QueryKey;
  mutationFn: (variables: TVariables) => Promise<TAnswer>;
  /** The key of every cached page of the list. */
  listKey: QueryKey;
  /** The saved row in the server's answer (the answer itself by default). */
  savedRow?: (answer: TAnswer) => TRow;
  merge?: (row: TRow, saved: TRow) => TRow;
  /** Read again once the request settles (the list's figures move with a status); the list by default. */
  rereads?: ReadonlyArray<QueryKey>;
  /** The request counts as pending until the figures are read again (true), or ends at the answer (false). */
  waitForRereads?: boolean;
};

/** A staff action on one row: the saved row shows in every cached page at once, then the figures are read again. */
export function useRowMutation<TVariables, TAnswer, TRow extends { id: string }>({
  mutationKey,
  mutationFn,
  listKey,
  savedRow = (answer) => answer as unknown as TRow,
  merge,
  rereads = [listKey],
  waitForRereads = true,
}: RowMutationOptions<TVariables, TAnswer, TRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: (answer: TAnswer) => patchCachedRows<TRow>(queryClient, listKey, savedRow(answer), merge),
    onSettled: () => {
      const reread = Promise.all(rereads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return waitForRereads ? reread : undefined;
    },
  });
}
