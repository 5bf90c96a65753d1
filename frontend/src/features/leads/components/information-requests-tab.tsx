import { HOW_HEARD_ABOUT, INTEREST_TYPES, PRODUCTS_OF_INTEREST, type InformationRequestAdminItem } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatNumber, mexicoCityIsoDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Pagination } from '@/ui/pagination';
import { CheckboxTapArea } from '@/ui/row-selection';
import { CountsStrip, SearchField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { useInformationRequests, useSetInformationRequestProcessed } from '../api/admin-information-requests';
import { informationRequestsAdminTexts as t } from '../texts';

const PAGE_SIZE = 25;
const COLUMN_COUNT = 8;

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const interestLabel = (value: string) => labelOf(INTEREST_TYPES, value);
const productLabels = (values: string[]) => values.map((value) => labelOf(PRODUCTS_OF_INTEREST, value));

function toCsv(items: InformationRequestAdminItem[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.id, c.fullName, c.email, c.phone, t.csvColumns.cityState, c.interestType, c.products, t.csvColumns.howHeardAbout, c.submittedAt, c.processed],
    rows: items.map((item) => [
      item.id,
      item.fullName,
      item.email,
      item.phone,
      item.cityState,
      interestLabel(item.interestType),
      productLabels(item.productsOfInterest).join(', '),
      item.howHeardAbout ? labelOf(HOW_HEARD_ABOUT, item.howHeardAbout) : '',
      mexicoCityIsoDateTime(item.submittedAt),
      item.processed ? t.yes : t.no,
    ]),
  };
}

export type InformationRequestsTabProps = { onExportChange?: (table: CsvTable | null) => void };

/** Spec §2.6: counts, search, the table with the Procesada flag, pages of 25. */
export function InformationRequestsTab({ onExportChange }: InformationRequestsTabProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debouncedSearch, page: next });
  const requests = useInformationRequests({ page, pageSize: PAGE_SIZE, search: debouncedSearch });
  const setProcessed = useSetInformationRequestProcessed();
  // The box changes the moment it is clicked; the cached list follows a tick later (onMutate).
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  const list = requests.data;

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;

  const toggle = (item: InformationRequestAdminItem) => {
    // One change at a time per row; the box is not disabled so that keyboard focus stays on it.
    if (item.id in clicked) return;
    const processed = !(clicked[item.id] ?? item.processed);
    setClicked((current) => ({ ...current, [item.id]: processed }));
    setProcessed.mutate(
      { id: item.id, processed },
      {
        onSuccess: () => notify.success(t.updated),
        onError: (error) => notify.error(t.updateError, asApiError(error).message),
        onSettled: () =>
          setClicked((current) => {
            const { [item.id]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} />

      <CountsStrip
        label={t.countsLabel}
        loading={requests.isPending}
        className="grid-cols-3 gap-3 sm:gap-4"
        items={[
          { label: t.counts.total, value: list ? formatNumber(list.counts.total) : '—' },
          { label: t.counts.processed, value: list ? formatNumber(list.counts.processed) : '—' },
          { label: t.counts.pending, value: list ? formatNumber(list.counts.pending) : '—' },
        ]}
      />

      <SearchField label={t.search} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />

      <TableRegion label={t.tableLabel} aria-busy={requests.isFetching}>
        <Table className={clsx(requests.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.id}</Th>
              <Th>{t.columns.fullName}</Th>
              <Th>{t.columns.email}</Th>
              <Th>{t.columns.phone}</Th>
              <Th>{t.columns.interestType}</Th>
              <Th>{t.columns.products}</Th>
              <Th>{t.columns.submittedAt}</Th>
              <Th className="text-center">{t.columns.processed}</Th>
            </tr>
          </thead>
          <tbody>
            {requests.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.items.map((item) => (
              <tr key={item.id} className={clsx(item.processed && 'bg-white/[0.02]')}>
                <Td>
                  <code title={item.id} className="text-xs text-zinc-300">
                    {item.id.slice(0, 8)}
                  </code>
                </Td>
                <Td className="min-w-40 font-semibold">{item.fullName}</Td>
                <Td className="whitespace-nowrap">{item.email}</Td>
                <Td className="whitespace-nowrap">{item.phone}</Td>
                <Td className="min-w-36">{interestLabel(item.interestType)}</Td>
                <Td className="min-w-48">
                  <ul className="grid gap-0.5">
                    {productLabels(item.productsOfInterest).map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(item.submittedAt)}</Td>
                <Td className="text-center">
                  <CheckboxTapArea>
                    <input
                      type="checkbox"
                      checked={clicked[item.id] ?? item.processed}
                      onChange={() => toggle(item)}
                      aria-busy={item.id in clicked}
                      aria-label={t.markProcessed(item.fullName)}
                      className="size-5 cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-busy:cursor-wait"
                    />
                  </CheckboxTapArea>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {requests.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void requests.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={debouncedSearch ? t.noResults(debouncedSearch) : t.empty} /> : null}
      </TableRegion>

      {list && list.total > 0 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={requests.isFetching} /> : null}
    </div>
  );
}
