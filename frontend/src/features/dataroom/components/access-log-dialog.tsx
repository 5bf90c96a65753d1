import { DATA_ROOM_ACCESS_KIND_LABELS } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { pageCountOf } from '@/lib/paged-list';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { useDataRoomAccesses, type AccessFilter } from '../api/admin-data-room';
import { dataRoomAdminTexts } from '../texts';

const t = dataRoomAdminTexts.accessLog;

export type AccessLogDialogProps = {
  title: string;
  filter: AccessFilter;
  onClose: () => void;
};

/** Who opened a document, or what an investor opened: each view and download with its version, time and IP. */
export function AccessLogDialog({ title, filter, onClose }: AccessLogDialogProps) {
  const [page, setPage] = useState(1);
  const accesses = useDataRoomAccesses(filter, page);
  const list = accesses.data;
  // Per document the document column repeats itself; per investor the investor column does.
  const showInvestor = !filter.investorId;
  const showDocument = !filter.documentId;
  const columns = 4 + Number(showInvestor) + Number(showDocument);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title} size="xl">
        <DialogBody className="grid gap-4">
          <TableRegion label={t.tableLabel} aria-busy={accesses.isFetching}>
            <Table className={clsx(accesses.isPlaceholderData && 'opacity-70')}>
              <thead>
                <tr>
                  {showInvestor ? <Th>{t.columns.investor}</Th> : null}
                  {showDocument ? <Th>{t.columns.document}</Th> : null}
                  <Th>{t.columns.kind}</Th>
                  <Th>{t.columns.version}</Th>
                  <Th>{t.columns.at}</Th>
                  <Th>{t.columns.ip}</Th>
                </tr>
              </thead>
              <tbody>
                {accesses.isPending ? <SkeletonRows columns={columns} rows={3} /> : null}
                {list?.items.map((entry) => (
                  <tr key={entry.id}>
                    {showInvestor ? (
                      <Td>
                        <span className="font-semibold">{entry.investor.name}</span>
                        <span className="block text-xs text-zinc-400">{entry.investor.email}</span>
                      </Td>
                    ) : null}
                    {showDocument ? (
                      <Td>
                        <span className="font-semibold">{entry.document.title}</span>
                        <span className="block text-xs text-zinc-400">
                          {entry.document.folder}
                          {entry.document.deleted ? ` · ${t.deleted}` : ''}
                        </span>
                      </Td>
                    ) : null}
                    <Td className="whitespace-nowrap">{DATA_ROOM_ACCESS_KIND_LABELS[entry.kind]}</Td>
                    <Td className="whitespace-nowrap">{dataRoomAdminTexts.versionNumber(entry.version)}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(entry.at)}</Td>
                    <Td className="whitespace-nowrap">
                      <code className="text-xs">{entry.ip}</code>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {accesses.isError ? <ErrorState message={t.loadError} onRetry={() => void accesses.refetch()} /> : null}
            {list && list.items.length === 0 ? <EmptyState title={filter.investorId ? t.emptyInvestor : t.empty} /> : null}
          </TableRegion>
          {list && list.total > list.pageSize ? (
            <Pagination page={page} pageCount={pageCountOf(list.total, list.pageSize)} onPageChange={setPage} disabled={accesses.isFetching} />
          ) : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
