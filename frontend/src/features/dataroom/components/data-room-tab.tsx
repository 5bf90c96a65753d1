import { DATA_ROOM_VISIBILITY_LABELS, type DataRoomAdminDocument } from '@cdm/contracts';
import { useState } from 'react';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { countItems, csvOf, notifyFailure, RowConfirmDialog, StaffList, textColumn, valueColumn } from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
import { notify } from '@/ui/toaster';
import { useAdminDataRoom, useDeleteDataRoomDocument } from '../api/admin-data-room';
import { dataRoomAdminTexts as t, fileKindLabel, formatFileSize } from '../texts';
import { AccessLogDialog } from './access-log-dialog';
import { DocumentFormDialog } from './document-form-dialog';
import { InvestorActivity } from './investor-activity';
import { ReplaceDocumentDialog } from './replace-document-dialog';
import { VersionsDialog } from './versions-dialog';

type Open =
  | { kind: 'upload' }
  | { kind: 'edit' | 'replace' | 'versions' | 'accesses' | 'delete'; document: DataRoomAdminDocument }
  | null;

const c = t.columns;
const toCsv = csvOf<DataRoomAdminDocument>(t.csvName, [
  [c.title, (document) => document.title],
  [c.folder, (document) => document.folder],
  [c.visibility, (document) => DATA_ROOM_VISIBILITY_LABELS[document.visibility]],
  [t.watermark, (document) => (document.watermark ? 'Sí' : 'No')],
  [c.version, (document) => String(document.versions[0]?.number ?? '')],
  [c.size, (document) => String(document.versions[0]?.sizeBytes ?? '')],
  [c.updatedAt, (document) => mexicoCityIsoDateTime(document.updatedAt)],
  [c.accesses, (document) => String(document.accessCount)],
]);

const columns = (canEdit: boolean, open: (kind: 'edit' | 'replace' | 'versions' | 'accesses' | 'delete', document: DataRoomAdminDocument) => void): StaffListColumn<DataRoomAdminDocument>[] => [
  valueColumn('title', c.title, 'min-w-56', (document) => (
    <>
      <span className="font-semibold">{document.title}</span>
      {document.description ? <span className="block text-xs text-zinc-400">{document.description}</span> : null}
      {document.versions[0] ? (
        <span className="block text-xs text-zinc-400">
          {fileKindLabel(document.versions[0].contentType)} · {formatFileSize(document.versions[0].sizeBytes)}
        </span>
      ) : null}
    </>
  )),
  textColumn('folder', c.folder),
  valueColumn('visibility', c.visibility, 'min-w-40', (document) => (
    <>
      <Badge tone={document.visibility === 'paid_reservation' ? 'warning' : 'neutral'}>{DATA_ROOM_VISIBILITY_LABELS[document.visibility]}</Badge>
      {document.watermark ? <span className="mt-1 block text-xs text-zinc-400">{t.watermark}</span> : null}
    </>
  )),
  valueColumn('version', c.version, 'whitespace-nowrap', (document) => (
    <>
      <Button variant="ghost" aria-label={t.actions.versionsLabel(document.title)} onClick={() => open('versions', document)}>
        {document.versions[0] ? t.versionNumber(document.versions[0].number) : '—'} · {t.actions.versions}
      </Button>
      <span className="block px-4 text-xs text-zinc-400">{formatDateTime(document.updatedAt)}</span>
    </>
  )),
  valueColumn('accesses', c.accesses, 'whitespace-nowrap', (document) => (
    <>
      <Button variant="ghost" aria-label={t.actions.accessesLabel(document.title)} onClick={() => open('accesses', document)}>
        {t.accessSummary(document.accessCount, document.investorCount)}
      </Button>
      {document.lastAccessAt ? <span className="block px-4 text-xs text-zinc-400">{formatDateTime(document.lastAccessAt)}</span> : null}
    </>
  )),
  valueColumn('actions', c.actions, 'whitespace-nowrap', (document) =>
    canEdit ? (
      <div className="flex gap-1">
        {(['replace', 'edit', 'delete'] as const).map((kind) => (
          <Button key={kind} variant="ghost" aria-label={t.actions[`${kind}Label`](document.title)} onClick={() => open(kind, document)}>
            {t.actions[kind]}
          </Button>
        ))}
      </div>
    ) : (
      '—'
    ),
  ),
];

export type DataRoomTabProps = StaffTabProps & { canEdit: boolean };

/** The 'Data Room' tab: documents with their versions and who opened them; admins upload, replace, edit and delete. */
export function DataRoomTab({ canEdit, onExportChange }: DataRoomTabProps) {
  const dataRoom = useAdminDataRoom();
  const remove = useDeleteDataRoomDocument();
  const [open, setOpen] = useState<Open>(null);
  const documents = dataRoom.data?.documents;
  const close = () => setOpen(null);
  const toDelete = open?.kind === 'delete' ? open.document : null;

  const confirmDelete = (document: DataRoomAdminDocument) => {
    remove.mutate(document.id, {
      onSuccess: () => {
        notify.success(t.deleteDialog.done, document.title);
        close();
      },
      onError: notifyFailure(t.deleteDialog.error),
    });
  };

  const accessTotal = documents?.reduce((sum, document) => sum + document.accessCount, 0) ?? 0;

  return (
    <StaffList
      texts={{ ...t, description: t.intro }}
      headerAction={canEdit ? <Button onClick={() => setOpen({ kind: 'upload' })}>{t.upload}</Button> : null}
      counts={{ className: 'grid-cols-2 gap-3 sm:gap-4', items: countItems(['documents', 'accesses'], t.counts, documents && { documents: documents.length, accesses: accessTotal }) }}
      query={dataRoom}
      data={documents}
      columns={columns(canEdit, (kind, document) => setOpen({ kind, document }))}
      empty={t.empty}
      emptyHint={canEdit ? t.emptyHint : null}
      csv={{ onExportChange, toCsv }}
    >
      <InvestorActivity />

      {open?.kind === 'upload' ? <DocumentFormDialog folders={dataRoom.data?.folders ?? []} onClose={close} /> : null}
      {open?.kind === 'edit' ? <DocumentFormDialog document={open.document} folders={dataRoom.data?.folders ?? []} onClose={close} /> : null}
      {open?.kind === 'replace' ? <ReplaceDocumentDialog document={open.document} onClose={close} /> : null}
      {open?.kind === 'versions' ? <VersionsDialog document={open.document} onClose={close} /> : null}
      {open?.kind === 'accesses' ? (
        <AccessLogDialog title={t.accessLog.documentTitle(open.document.title)} filter={{ documentId: open.document.id }} onClose={close} />
      ) : null}
      <RowConfirmDialog
        row={toDelete}
        onClose={close}
        title={t.deleteDialog.title}
        description={(document) => t.deleteDialog.description(document.title)}
        confirmLabel={t.deleteDialog.confirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </StaffList>
  );
}
