import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { pageCountOf } from '@/lib/paged-list';
import { Pagination } from '../pagination';
import { SelectAllCheckbox, SelectRowCheckbox, type RowSelection } from '../row-selection';
import { CountsStrip, SearchField, StaffTabHeader, type CountItem } from '../staff-tab';
import { EmptyState, ErrorState } from '../states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '../table';
import { useTableExport, type ExportChange } from './use-table-export';
import type { CsvTable } from '@/lib/csv';

export type StaffListColumn<T> = {
  key: string;
  header: ReactNode;
  /** The header is read by assistive technology only (the column of a row's actions). */
  hiddenHeader?: boolean;
  headerClassName?: string;
  /** The cell's class, or one per row. */
  className?: string | ((row: T) => string | false | undefined);
  cell: (row: T) => ReactNode;
};

/** A page of rows as the server answers it (`Page<T>` of the contracts, with or without counts). */
export type RowsPage<T> = { items: T[]; total: number; pageSize: number };

/** What StaffList reads of the list's query (a @tanstack/react-query result fits). */
export type StaffListQuery = {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type StaffListSelection<T> = {
  state: RowSelection<T>;
  /** The header box's name. */
  allLabel: string;
  /** Each row's box's name. */
  rowLabel: (row: T) => string;
};

/** The words every list has, as its tab's messages file names them. */
export type StaffListTexts = {
  heading: string;
  description?: string;
  tableLabel?: string;
  /** Names the figures above the table. */
  countsLabel?: string;
  /** The search box's label and example. */
  search?: string;
  searchPlaceholder?: string;
  /** The empty list, and the search that found nothing (with a `view`). */
  empty?: string;
  noResults?: (search: string) => string;
  loadError: string;
  retry: string;
};

export type StaffListPaging = { page: number; pageSize: number; onPageChange: (page: number) => void };

export type StaffListProps<T> = {
  texts: StaffListTexts;
  /** Under the heading: a note for the role that cannot use some actions. */
  note?: ReactNode;
  /** Beside the heading: the button that adds to the list (Subir documento); null keeps the place for a role without it. */
  headerAction?: ReactNode;
  /**
   * false: the tab draws the heading above the list itself, so what it holds (Conciliación's upload
   * form) stays mounted in one place whether or not there is a list to show.
   */
  withHeading?: boolean;
  /** The figures above the table; they show placeholders while the list loads. */
  counts?: { className: string; items: ReadonlyArray<CountItem> };
  /**
   * The view of a list searched on the server (useListView): the search box, the pages, and the empty
   * state ("no results for …" while searching, else the messages' `empty`).
   */
  view?: { searchField: { value: string; onValueChange: (search: string) => void }; paging: StaffListPaging; debouncedSearch: string };
  /** A search box under the figures (useListView's searchField), labelled by the messages' `search`. */
  search?: { value: string; onValueChange: (search: string) => void };
  /** Filters, bulk actions: between the figures (and the search box) and the table. */
  toolbar?: ReactNode;
  /** The table's name when the messages call it otherwise. */
  tableLabel?: string;
  query: StaffListQuery;
  /** A page of rows (paged lists), or every row (short lists). */
  data: RowsPage<T> | ReadonlyArray<T> | undefined;
  /** Columns left out by the caller (false, null) are skipped: a column only a role sees. */
  columns: ReadonlyArray<StaffListColumn<T> | false | null>;
  rowKey?: (row: T) => string;
  rowClassName?: (row: T) => string | false | undefined;
  /** A first column of boxes that select rows, and a header box for all of them. */
  selection?: StaffListSelection<T>;
  skeletonRows?: number;
  /** What an empty list says; by default the messages' (see `view`). */
  empty?: ReactNode;
  emptyHint?: ReactNode;
  /** Pages under the table (paged lists); `pageSize` counts when the server does not say. */
  paging?: StaffListPaging;
  /** The panel's "Exportar CSV": the table of the rows shown. */
  csv?: { onExportChange?: ExportChange; toCsv: (rows: T[]) => CsvTable };
  /** After the table and its pages: forms and dialogs. */
  children?: ReactNode;
};

const idOf = (row: unknown) => (row as { id: string }).id;
const isPage = <T,>(data: RowsPage<T> | ReadonlyArray<T>): data is RowsPage<T> => 'items' in data;
const noCsv = () => ({ name: '', columns: [], rows: [] });

/**
 * The list screen of a staff tab: heading, figures, toolbar, a table driven by its columns (with an
 * optional column of selection boxes), the loading, error and empty states, pages, and the CSV of the
 * rows shown. A tab declares its columns, filters and actions; docs/architecture.md "Staff list screen".
 */
export function StaffList<T>(props: StaffListProps<T>) {
  const { texts, query, data, selection, rowKey = idOf, rowClassName, view, csv } = props;
  const paging = props.paging ?? view?.paging;
  const search = props.search ?? view?.searchField;
  const empty = props.empty ?? (view?.debouncedSearch && texts.noResults ? texts.noResults(view.debouncedSearch) : texts.empty);
  const page = data && isPage(data) ? data : undefined;
  const rows: ReadonlyArray<T> | undefined = data ? (isPage(data) ? data.items : data) : undefined;
  const columns = props.columns.filter((column): column is StaffListColumn<T> => Boolean(column));
  useTableExport(csv?.onExportChange, rows as T[] | undefined, csv?.toCsv ?? noCsv);

  return (
    <div className="grid grid-cols-1 gap-6">
      {props.withHeading === false ? null : props.headerAction !== undefined ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {/* min-w-0: a wide note (Conciliación's upload form) shrinks to a phone's width instead of widening the page. */}
          <StaffTabHeader title={texts.heading} description={texts.description} className="min-w-0">
            {props.note}
          </StaffTabHeader>
          {props.headerAction}
        </div>
      ) : (
        <StaffTabHeader title={texts.heading} description={texts.description}>
          {props.note}
        </StaffTabHeader>
      )}

      {props.counts ? <CountsStrip label={texts.countsLabel ?? ''} {...props.counts} loading={query.isPending} /> : null}

      {search ? <SearchField label={texts.search} placeholder={texts.searchPlaceholder} {...search} /> : null}

      {props.toolbar}

      <TableRegion label={props.tableLabel ?? texts.tableLabel ?? ''} aria-busy={query.isFetching}>
        <Table className={clsx(query.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              {selection ? (
                <Th className="w-10">
                  <SelectAllCheckbox
                    label={selection.allLabel}
                    checked={selection.state.allSelected}
                    indeterminate={selection.state.someSelected}
                    onChange={selection.state.toggleAll}
                    disabled={query.isPlaceholderData || rows === undefined || rows.length === 0}
                  />
                </Th>
              ) : null}
              {columns.map((column) => (
                <Th key={column.key} className={column.headerClassName}>
                  {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.isPending ? <SkeletonRows columns={columns.length + (selection ? 1 : 0)} rows={props.skeletonRows} /> : null}
            {rows?.map((row) => {
              const id = rowKey(row);
              const selected = selection?.state.isSelected(id) ?? false;
              return (
                <tr key={id} className={clsx(selected && 'bg-race-500/10', rowClassName?.(row)) || undefined}>
                  {selection ? (
                    <Td>
                      <SelectRowCheckbox
                        label={selection.rowLabel(row)}
                        checked={selected}
                        onChange={() => selection.state.toggleRow(id)}
                        disabled={query.isPlaceholderData}
                      />
                    </Td>
                  ) : null}
                  {columns.map((column) => (
                    <Td key={column.key} className={typeof column.className === 'function' ? column.className(row) || undefined : column.className}>
                      {column.cell(row)}
                    </Td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
        {query.isError ? <ErrorState message={texts.loadError} retryLabel={texts.retry} onRetry={() => void query.refetch()} /> : null}
        {rows && rows.length === 0 ? <EmptyState title={empty}>{props.emptyHint}</EmptyState> : null}
      </TableRegion>

      {paging && page && page.total > 0 ? (
        <Pagination
          page={paging.page}
          pageCount={pageCountOf(page.total, page.pageSize || paging.pageSize)}
          onPageChange={paging.onPageChange}
          disabled={query.isFetching}
        />
      ) : null}

      {props.children}
    </div>
  );
}
