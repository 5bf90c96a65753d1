import { DATA_ROOM_MESSAGES, type DataRoomAdminDocument } from '@cdm/contracts';
import { DATA_ROOM_MAX_BYTES } from '@cdm/domain';
import { useRef, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useReplaceDataRoomDocument } from '../api/admin-data-room';
import { dataRoomAdminTexts } from '../texts';
import { FilePicker } from './file-picker';

const t = dataRoomAdminTexts.replace;
const m = DATA_ROOM_MESSAGES;

/** A new file for a document: it becomes the version investors receive; the earlier ones stay for staff. */
export function ReplaceDocumentDialog({ document, onClose }: { document: DataRoomAdminDocument; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const replace = useReplaceDataRoomDocument();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replace.isPending) return;
    const problem = !file || file.size === 0 ? m.file : file.size > DATA_ROOM_MAX_BYTES ? m.fileTooLarge : undefined;
    if (problem || !file) {
      setFileError(problem);
      inputRef.current?.focus();
      return;
    }
    replace.mutate(
      { id: document.id, file },
      {
        onSuccess: ({ version }) => {
          notify.success(t.done(version), document.title);
          onClose();
        },
        onError: (cause) => {
          const error = asApiError(cause);
          setFileError(error.fieldErrors.find(({ field }) => field === 'file')?.message ?? error.message);
          notify.error(t.error, error.message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open || replace.isPending ? undefined : onClose())}>
      <DialogContent title={t.title} description={t.description(document.title)} size="md">
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={replace.isPending}>
          <DialogBody>
            <FormField label={dataRoomAdminTexts.form.file} hint={dataRoomAdminTexts.form.fileHint} error={fileError}>
              {(control) => (
                <FilePicker
                  {...control}
                  ref={inputRef}
                  file={file}
                  invalid={Boolean(fileError)}
                  onChange={(chosen) => {
                    setFile(chosen);
                    setFileError(chosen && chosen.size > DATA_ROOM_MAX_BYTES ? m.fileTooLarge : undefined);
                  }}
                />
              )}
            </FormField>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={replace.isPending}>
                {dataRoomAdminTexts.form.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={replace.isPending}>
              {replace.isPending ? <Spinner /> : null}
              {replace.isPending ? t.submitting : t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
