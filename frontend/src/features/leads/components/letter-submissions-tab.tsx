import type { LetterSubmissionAdminItem } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatFileSize, formatNumber, mexicoCityIsoDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Pagination } from '@/ui/pagination';
import { CountsStrip, SearchField, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { useDeleteLetterSubmission, useLetterSubmissions } from '../api/admin-letter-submissions';
import { letterSubmissionsAdminTexts as t } from '../texts';

const PAGE_SIZE = 25;

// The file link opens only with a staff session; a spreadsheet needs the whole address.
const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

function toCsv(items: LetterSubmissionAdminItem[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.id, c.name, c.email, c.submittedAt, c.emailSent, c.ineFile],
    rows: items.map((item) => [item.id, item.name, item.email, mexicoCityIsoDateTime(item.submittedAt), item.emailSent ? t.yes : t.no, absoluteUrl(item.ineFileUrl)]),
  };
}

const fileSize = formatFileSize;

export type LetterSubmissionsTabProps = { canDelete: boolean; onExportChange?: (table: CsvTable | null) => void };

/** Spec investor-portal §2.6: counts, the table with the email-sent flag and the ID file; admins may delete. */
export function LetterSubmissionsTab({ canDelete, onExportChange }: LetterSubmissionsTabProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debouncedSearch, page: next });
  const submissions = useLetterSubmissions({ page, pageSize: PAGE_SIZE, search: debouncedSearch });
  const remove = useDeleteLetterSubmission();
  const [toDelete, setToDelete] = useState<LetterSubmissionAdminItem | null>(null);
  const list = submissions.data;
  const columnCount = canDelete ? 7 : 6;

  useEffect(() => {
    onExportChange?.(list ? toCsv(list.items) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const pageCount = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;

  const confirmDelete = () => {
    if (!toDelete || remove.isPending) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success(t.deleted, toDelete.name);
        setToDelete(null);
      },
      onError: (error) => notify.error(t.deleteError, asApiError(error).message),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} />

      <CountsStrip
        label={t.countsLabel}
        loading={submissions.isPending}
        className="grid-cols-3 gap-3 sm:gap-4"
        items={[
          { label: t.counts.total, value: list ? formatNumber(list.counts.total) : '—' },
          { label: t.counts.emailsSent, value: list ? formatNumber(list.counts.emailsSent) : '—' },
          { label: t.counts.pending, value: list ? formatNumber(list.counts.pending) : '—' },
        ]}
      />

      <SearchField label={t.search} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />

      <TableRegion label={t.tableLabel} aria-busy={submissions.isFetching}>
        <Table className={clsx(submissions.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.id}</Th>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.email}</Th>
              <Th>{t.columns.submittedAt}</Th>
              <Th className="text-center">{t.columns.emailSent}</Th>
              <Th>{t.columns.ineFile}</Th>
              {canDelete ? <Th>{t.columns.actions}</Th> : null}
            </tr>
          </thead>
          <tbody>
            {submissions.isPending ? <SkeletonRows columns={columnCount} /> : null}
            {list?.items.map((item) => (
              <tr key={item.id}>
                <Td>
                  <code title={item.id} className="text-xs text-zinc-300">
                    {item.id.slice(0, 8)}
                  </code>
                </Td>
                <Td className="min-w-40 font-semibold">{item.name}</Td>
                <Td className="whitespace-nowrap">{item.email}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(item.submittedAt)}</Td>
                <Td className="text-center">
                  <span className={item.emailSent ? 'text-emerald-300' : 'text-amber-300'}>{item.emailSent ? t.yes : t.no}</span>
                </Td>
                <Td className="whitespace-nowrap">
                  {/* Served as an attachment with the staff session: the file never opens in the page. */}
                  <a
                    href={item.ineFileUrl}
                    download
                    aria-label={t.openFileLabel(item.name)}
                    className="font-semibold text-race-300 underline-offset-4 hover:underline"
                  >
                    {t.openFile}
                  </a>
                  <span className="ml-2 text-xs text-zinc-400">
                    {t.fileKinds[item.ineFile.contentType] ?? item.ineFile.contentType} · {fileSize(item.ineFile.sizeBytes)}
                  </span>
                </Td>
                {canDelete ? (
                  <Td>
                    <Button variant="ghost" aria-label={t.deleteLabel(item.name)} onClick={() => setToDelete(item)}>
                      {t.delete}
                    </Button>
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
        {submissions.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void submissions.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={debouncedSearch ? t.noResults(debouncedSearch) : t.empty} /> : null}
      </TableRegion>

      {list && list.total > 0 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={submissions.isFetching} /> : null}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={t.deleteTitle}
        description={toDelete ? t.deleteDescription(toDelete.name) : undefined}
        confirmLabel={t.deleteConfirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
