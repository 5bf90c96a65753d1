import type { DataRoomAdminDocument } from '@cdm/contracts';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { Table, TableRegion, Td, Th } from '@/ui/table';
import { dataRoomAdminTexts, fileKindLabel, formatFileSize } from '../texts';

const t = dataRoomAdminTexts.versions;

/** Every file a document has had, newest first; staff may download any of them. */
export function VersionsDialog({ document, onClose }: { document: DataRoomAdminDocument; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.title(document.title)} size="xl">
        <DialogBody>
          <TableRegion label={t.tableLabel}>
            <Table>
              <thead>
                <tr>
                  <Th>{t.columns.number}</Th>
                  <Th>{t.columns.uploadedAt}</Th>
                  <Th>{t.columns.uploadedBy}</Th>
                  <Th>{t.columns.type}</Th>
                  <Th>{t.columns.size}</Th>
                  <Th>{t.columns.sha256}</Th>
                  <Th>{t.columns.file}</Th>
                </tr>
              </thead>
              <tbody>
                {document.versions.map((version) => (
                  <tr key={version.id}>
                    <Td className="whitespace-nowrap">
                      <span className="font-semibold">{dataRoomAdminTexts.versionNumber(version.number)}</span>{' '}
                      {version.current ? <Badge tone="success">{t.current}</Badge> : null}
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(version.uploadedAt)}</Td>
                    <Td>{version.uploadedBy}</Td>
                    <Td className="whitespace-nowrap">{fileKindLabel(version.contentType)}</Td>
                    <Td className="whitespace-nowrap">{formatFileSize(version.sizeBytes)}</Td>
                    <Td>
                      <code title={version.sha256} className="text-xs text-zinc-300">
                        {version.sha256.slice(0, 12)}
                      </code>
                    </Td>
                    <Td className="whitespace-nowrap">
                      {version.fileUrl ? (
                        <a href={version.fileUrl} download aria-label={t.downloadLabel(version.number)} className="font-semibold text-race-300 underline-offset-4 hover:underline">
                          {t.download}
                        </a>
                      ) : (
                        '—'
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
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
