import type { LetterSubmissionAdminItem } from '@cdm/contracts';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatFileSize, mexicoCityIsoDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { countItems, nameColumn, notifyFailure, RowConfirmDialog, shortIdColumn, StaffList, textColumn, useListView, valueColumn } from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
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

const columns = (canDelete: boolean, onDelete: (item: LetterSubmissionAdminItem) => void): Array<StaffListColumn<LetterSubmissionAdminItem> | false> => [
  shortIdColumn(t.columns.id),
  nameColumn(t.columns.name),
  textColumn('email', t.columns.email),
  valueColumn('submittedAt', t.columns.submittedAt, 'whitespace-nowrap', (item) => formatDateTime(item.submittedAt)),
  {
    key: 'emailSent',
    header: t.columns.emailSent,
    headerClassName: 'text-center',
    className: 'text-center',
    cell: (item) => <span className={item.emailSent ? 'text-emerald-300' : 'text-amber-300'}>{item.emailSent ? t.yes : t.no}</span>,
  },
  {
    key: 'ineFile',
    header: t.columns.ineFile,
    className: 'whitespace-nowrap',
    cell: (item) => (
      <>
        {/* Served as an attachment with the staff session: the file never opens in the page. */}
        <a href={item.ineFileUrl} download aria-label={t.openFileLabel(item.name)} className="font-semibold text-race-300 underline-offset-4 hover:underline">
          {t.openFile}
        </a>
        <span className="ml-2 text-xs text-zinc-400">
          {t.fileKinds[item.ineFile.contentType] ?? item.ineFile.contentType} · {formatFileSize(item.ineFile.sizeBytes)}
        </span>
      </>
    ),
  },
  canDelete && {
    key: 'actions',
    header: t.columns.actions,
    cell: (item) => (
      <Button variant="ghost" aria-label={t.deleteLabel(item.name)} onClick={() => onDelete(item)}>
        {t.delete}
      </Button>
    ),
  },
];

export type LetterSubmissionsTabProps = StaffTabProps & { canDelete: boolean };

/** investor-portal.md §2.6: counts, the table with the email-sent flag and the ID file; admins may delete. */
export function LetterSubmissionsTab({ canDelete, onExportChange }: LetterSubmissionsTabProps) {
  const listView = useListView(null, PAGE_SIZE);
  const submissions = useLetterSubmissions(listView.params);
  const remove = useDeleteLetterSubmission();
  const [toDelete, setToDelete] = useState<LetterSubmissionAdminItem | null>(null);
  const list = submissions.data;

  const confirmDelete = (item: LetterSubmissionAdminItem) => {
    remove.mutate(item.id, {
      onSuccess: () => {
        notify.success(t.deleted, item.name);
        setToDelete(null);
      },
      onError: notifyFailure(t.deleteError),
    });
  };

  return (
    <StaffList
      texts={t}
      counts={{ className: 'grid-cols-3 gap-3 sm:gap-4', items: countItems(['total', 'emailsSent', 'pending'], t.counts, list?.counts) }}
      view={listView}
      query={submissions}
      data={list}
      columns={columns(canDelete, setToDelete)}
      csv={{ onExportChange, toCsv }}
    >
      <RowConfirmDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        title={t.deleteTitle}
        description={(item) => t.deleteDescription(item.name)}
        confirmLabel={t.deleteConfirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </StaffList>
  );
}
