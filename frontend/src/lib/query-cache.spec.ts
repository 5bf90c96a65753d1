import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { patchCachedRows, replaceRow, useRowMutation } from './query-cache';

type Row = { id: string; name: string; status: string; note?: string };
type List = { items: Row[]; total: number; counts: { open: number } };

const list = (items: Row[]): List => ({ items, total: items.length, counts: { open: 1 } });

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['leads', 'admin', { page: 1, search: '' }], list([{ id: 'a', name: 'Ana', status: 'open', note: 'nota' }, { id: 'b', name: 'Luis', status: 'open' }]));
  queryClient.setQueryData(['leads', 'admin', { page: 1, search: 'ana' }], list([{ id: 'a', name: 'Ana', status: 'open', note: 'nota' }]));
  queryClient.setQueryData(['other', 'admin'], list([{ id: 'a', name: 'Ana', status: 'open' }]));
  return queryClient;
}

describe('patchCachedRows', () => {
  it('lays the saved fields over the row in every cached page under the key, and leaves the rest as it is', () => {
    const queryClient = client();
    patchCachedRows<Row>(queryClient, ['leads', 'admin'], { id: 'a', name: 'Ana', status: 'closed' });

    const all = queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: '' }]);
    expect(all?.items).toEqual([{ id: 'a', name: 'Ana', status: 'closed', note: 'nota' }, { id: 'b', name: 'Luis', status: 'open' }]);
    expect(all?.counts).toEqual({ open: 1 });
    expect(queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: 'ana' }])?.items[0]?.status).toBe('closed');
    expect(queryClient.getQueryData<List>(['other', 'admin'])?.items[0]?.status).toBe('open');
  });

  it('replaces the row with the saved one (replaceRow), or merges as told', () => {
    const queryClient = client();
    patchCachedRows<Row>(queryClient, ['leads', 'admin'], { id: 'a', name: 'Ana María', status: 'open' }, replaceRow);
    expect(queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: '' }])?.items[0]).toEqual({ id: 'a', name: 'Ana María', status: 'open' });

    patchCachedRows<Row, { id: string; extra: string }>(queryClient, ['leads', 'admin'], { id: 'b', extra: 'x' }, (row, saved) => ({ ...row, note: saved.extra }));
    expect(queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: '' }])?.items[1]).toEqual({ id: 'b', name: 'Luis', status: 'open', note: 'x' });
  });

  it('changes nothing when no cached page shows the row', () => {
    const queryClient = client();
    const before = queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: 'ana' }]);
    patchCachedRows<Row>(queryClient, ['leads', 'admin'], { id: 'zz', name: 'Nadie', status: 'open' });
    expect(queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: 'ana' }])?.items).toEqual(before?.items);
  });
});

describe('useRowMutation', () => {
  it('puts the saved row of the answer into every cached page, then reads the list again', async () => {
    const queryClient = client();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(
      () =>
        useRowMutation({
          mutationKey: ['leads', 'close'],
          mutationFn: (id: string) => Promise.resolve({ message: 'Cerrada', row: { id, name: 'Luis', status: 'closed' } }),
          listKey: ['leads', 'admin'],
          savedRow: (answer) => answer.row,
        }),
      { wrapper },
    );
    act(() => result.current.mutate('b'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<List>(['leads', 'admin', { page: 1, search: '' }])?.items[1]?.status).toBe('closed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['leads', 'admin'] });
  });
});
