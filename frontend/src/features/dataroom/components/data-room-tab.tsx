import { DATA_ROOM_VISIBILITY_LABELS, type DataRoomAdminDocument } from '@cdm/contracts';
import { useEffect, useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, formatNumber, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CountsStrip, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
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

function toCsv(documents: DataRoomAdminDocument[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.title, c.folder, c.visibility, t.watermark, c.version, c.size, c.updatedAt, c.accesses],
    rows: documents.map((document) => [
      document.title,
      document.folder,
      DATA_ROOM_VISIBILITY_LABELS[document.visibility],
      document.watermark ? 'Sí' : 'No',
      String(document.versions[0]?.number ?? ''),
      String(document.versions[0]?.sizeBytes ?? ''),
      mexicoCityIsoDateTime(document.updatedAt),
      String(document.accessCount),
    ]),
  };
}

export type DataRoomTabProps = { canEdit: boolean; onExportChange?: (table: CsvTable | null) => void };

/** The 'Data Room' tab: documents with their versions and who opened them; admins upload, replace, edit and delete. */
export function DataRoomTab({ canEdit, onExportChange }: DataRoomTabProps) {
  const dataRoom = useAdminDataRoom();
  const remove = useDeleteDataRoomDocument();
  const [open, setOpen] = useState<Open>(null);
  const documents = dataRoom.data?.documents;
  const close = () => setOpen(null);

  useEffect(() => {
    onExportChange?.(documents ? toCsv(documents) : null);
  }, [documents, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const confirmDelete = () => {
    if (open?.kind !== 'delete' || remove.isPending) return;
    const { document } = open;
    remove.mutate(document.id, {
      onSuccess: () => {
        notify.success(t.deleteDialog.done, document.title);
        close();
      },
      onError: (error) => notify.error(t.deleteDialog.error, asApiError(error).message),
    });
  };

  const accessTotal = documents?.reduce((sum, document) => sum + document.accessCount, 0) ?? 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <StaffTabHeader title={t.heading} description={t.intro} />
        {canEdit ? <Button onClick={() => setOpen({ kind: 'upload' })}>{t.upload}</Button> : null}
      </div>

      <CountsStrip
        label={t.countsLabel}
        loading={dataRoom.isPending}
        className="grid-cols-2 gap-3 sm:gap-4"
        items={[
          { label: t.counts.documents, value: documents ? formatNumber(documents.length) : '—' },
          { label: t.counts.accesses, value: documents ? formatNumber(accessTotal) : '—' },
        ]}
      />

      <TableRegion label={t.tableLabel} aria-busy={dataRoom.isFetching}>
        <Table>
          <thead>
            <tr>
              <Th>{t.columns.title}</Th>
              <Th>{t.columns.folder}</Th>
              <Th>{t.columns.visibility}</Th>
              <Th>{t.columns.version}</Th>
              <Th>{t.columns.accesses}</Th>
              <Th>{t.columns.actions}</Th>
            </tr>
          </thead>
          <tbody>
            {dataRoom.isPending ? <SkeletonRows columns={6} /> : null}
            {documents?.map((document) => {
              const current = document.versions[0];
              return (
                <tr key={document.id}>
                  <Td className="min-w-56">
                    <span className="font-semibold">{document.title}</span>
                    {document.description ? <span className="block text-xs text-zinc-400">{document.description}</span> : null}
                    {current ? (
                      <span className="block text-xs text-zinc-400">
                        {fileKindLabel(current.contentType)} · {formatFileSize(current.sizeBytes)}
                      </span>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap">{document.folder}</Td>
                  <Td className="min-w-40">
                    <Badge tone={document.visibility === 'paid_reservation' ? 'warning' : 'neutral'}>{DATA_ROOM_VISIBILITY_LABELS[document.visibility]}</Badge>
                    {document.watermark ? <span className="mt-1 block text-xs text-zinc-400">{t.watermark}</span> : null}
                  </Td>
                  <Td className="whitespace-nowrap">
                    <Button variant="ghost" aria-label={t.actions.versionsLabel(document.title)} onClick={() => setOpen({ kind: 'versions', document })}>
                      {current ? t.versionNumber(current.number) : '—'} · {t.actions.versions}
                    </Button>
                    <span className="block px-4 text-xs text-zinc-400">{formatDateTime(document.updatedAt)}</span>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <Button variant="ghost" aria-label={t.actions.accessesLabel(document.title)} onClick={() => setOpen({ kind: 'accesses', document })}>
                      {t.accessSummary(document.accessCount, document.investorCount)}
                    </Button>
                    {document.lastAccessAt ? <span className="block px-4 text-xs text-zinc-400">{formatDateTime(document.lastAccessAt)}</span> : null}
                  </Td>
                  <Td className="whitespace-nowrap">
                    {canEdit ? (
                      <div className="flex gap-1">
                        <Button variant="ghost" aria-label={t.actions.replaceLabel(document.title)} onClick={() => setOpen({ kind: 'replace', document })}>
                          {t.actions.replace}
                        </Button>
                        <Button variant="ghost" aria-label={t.actions.editLabel(document.title)} onClick={() => setOpen({ kind: 'edit', document })}>
                          {t.actions.edit}
                        </Button>
                        <Button variant="ghost" aria-label={t.actions.deleteLabel(document.title)} onClick={() => setOpen({ kind: 'delete', document })}>
                          {t.actions.delete}
                        </Button>
                      </div>
                    ) : (
                      '—'
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {dataRoom.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void dataRoom.refetch()} /> : null}
        {documents && documents.length === 0 ? <EmptyState title={t.empty}>{canEdit ? t.emptyHint : null}</EmptyState> : null}
      </TableRegion>

      <InvestorActivity />

      {open?.kind === 'upload' ? <DocumentFormDialog folders={dataRoom.data?.folders ?? []} onClose={close} /> : null}
      {open?.kind === 'edit' ? <DocumentFormDialog document={open.document} folders={dataRoom.data?.folders ?? []} onClose={close} /> : null}
      {open?.kind === 'replace' ? <ReplaceDocumentDialog document={open.document} onClose={close} /> : null}
      {open?.kind === 'versions' ? <VersionsDialog document={open.document} onClose={close} /> : null}
      {open?.kind === 'accesses' ? (
        <AccessLogDialog title={t.accessLog.documentTitle(open.document.title)} filter={{ documentId: open.document.id }} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t.deleteDialog.title}
        description={open?.kind === 'delete' ? t.deleteDialog.description(open.document.title) : undefined}
        confirmLabel={t.deleteDialog.confirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
