import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** What a staff list shows: its filter (a value, an object of several, or null), the search as typed (debounced) and the page. */
export type ListView<F> = { filter: F; search: string; page: number };

export type ListViewState<F> = {
  /** The search box's text, as typed. */
  search: string;
  setSearch: (search: string) => void;
  /** The search the list asks for: trimmed, once typing has paused for 300 ms. */
  debouncedSearch: string;
  filter: F;
  setFilter: (filter: F) => void;
  page: number;
  setPage: (page: number) => void;
  /** A new object each time a filter or a page is picked, even the same one again. */
  view: ListView<F>;
  /** Equal while the filter, the search and the page are. */
  key: string;
  /** StaffList's pages. */
  paging: { page: number; pageSize: number; onPageChange: (page: number) => void };
  /** The page and the search the list asks the server for. */
  params: { page: number; pageSize: number; search: string };
  /** The search box's value and change (SearchField). */
  searchField: { value: string; onValueChange: (search: string) => void };
};

/**
 * The filter, search and page of a staff list. The page belongs to one filter and one search: picking a
 * filter or typing a new search starts again at page 1.
 */
export function useListView<F>(initialFilter: F, pageSize: number): ListViewState<F> {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [view, setView] = useState<ListView<F>>({ filter: initialFilter, search: '', page: 1 });
  const page = view.search === debouncedSearch ? view.page : 1;
  const setPage = (next: number) => setView({ filter: view.filter, search: debouncedSearch, page: next });
  return {
    search,
    setSearch,
    debouncedSearch,
    filter: view.filter,
    setFilter: (filter) => setView({ filter, search: debouncedSearch, page: 1 }),
    page,
    setPage,
    view,
    key: `${JSON.stringify(view.filter)}|${debouncedSearch}|${page}`,
    paging: { page, pageSize, onPageChange: setPage },
    params: { page, pageSize, search: debouncedSearch },
    searchField: { value: search, onValueChange: setSearch },
  };
}
