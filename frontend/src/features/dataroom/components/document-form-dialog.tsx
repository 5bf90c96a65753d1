import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import {
  DATA_ROOM_MESSAGES,
  DATA_ROOM_SUGGESTED_FOLDERS,
  DATA_ROOM_VISIBILITIES,
  DATA_ROOM_VISIBILITY_LABELS,
  DataRoomDocumentDetailsDto,
  type DataRoomAdminDocument,
  type DataRoomVisibility,
} from '@cdm/contracts';
import { DATA_ROOM_MAX_BYTES } from '@cdm/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { asApiError, type ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { Checkbox, FormField, Input, NativeSelect } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useUpdateDataRoomDocument, useUploadDataRoomDocument } from '../api/admin-data-room';
import { dataRoomAdminTexts } from '../texts';
import { FilePicker } from './file-picker';

const t = dataRoomAdminTexts.form;
const m = DATA_ROOM_MESSAGES;
const NEW_FOLDER = '__nueva__';

type FormValues = {
  title: string;
  folderChoice: string;
  newFolder: string;
  description: string;
  visibility: DataRoomVisibility | '';
  watermark: boolean;
};

const folderOf = (values: FormValues) => (values.folderChoice === NEW_FOLDER ? values.newFolder : values.folderChoice);

// The shared class validates title, folder, description and audience, so the form and the API give
// the same messages; the folder comes from the list or from the "Otra carpeta…" field.
const detailsResolver = classValidatorResolver(DataRoomDocumentDetailsDto);
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const details = { title: values.title, folder: folderOf(values), description: values.description, visibility: values.visibility };
  const result = await detailsResolver(details as DataRoomDocumentDetailsDto, context, options as never);
  const errors = result.errors as FieldErrors<DataRoomDocumentDetailsDto>;
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const { folder, ...rest } = errors;
  const folderField = values.folderChoice === NEW_FOLDER ? 'newFolder' : 'folderChoice';
  return { values: {}, errors: { ...rest, ...(folder ? { [folderField]: folder } : {}) } as FieldErrors<FormValues> };
};

function fileProblem(file: File | null): string | undefined {
  if (!file || file.size === 0) return m.file;
  if (file.size > DATA_ROOM_MAX_BYTES) return m.fileTooLarge;
  return undefined;
}

export type DocumentFormDialogProps = {
  /** The document to edit; without it the dialog uploads a new one. */
  document?: DataRoomAdminDocument;
  folders: string[];
  onClose: () => void;
};

/** Upload (title, folder, description, audience, watermark, file) or edit the details of a document. */
export function DocumentFormDialog({ document, folders, onClose }: DocumentFormDialogProps) {
  const editing = document !== undefined;
  const folderOptions = [...new Set([...DATA_ROOM_SUGGESTED_FOLDERS, ...folders])].sort((a, b) => a.localeCompare(b, 'es-MX'));
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: {
      title: document?.title ?? '',
      folderChoice: document?.folder ?? DATA_ROOM_SUGGESTED_FOLDERS[0],
      newFolder: '',
      description: document?.description ?? '',
      visibility: document?.visibility ?? 'all_investors',
      watermark: document?.watermark ?? false,
    },
  });
  const choosingNewFolder = useWatch({ control, name: 'folderChoice' }) === NEW_FOLDER;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDataRoomDocument();
  const update = useUpdateDataRoomDocument();
  const pending = upload.isPending || update.isPending;

  const showServerErrors = (error: ApiError) => {
    if (error.status === 413 || error.status === 415 || error.code === 'pdf_not_stampable') {
      setFileError(error.message);
      fileInputRef.current?.focus();
      return;
    }
    for (const { field, message } of error.fieldErrors) {
      if (field === 'file') setFileError(message);
      else if (field === 'folder') setError(choosingNewFolder ? 'newFolder' : 'folderChoice', { type: 'server', message });
      else if (field === 'title' || field === 'description' || field === 'visibility') setError(field, { type: 'server', message });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (values) => {
        if (pending) return;
        const details = {
          title: values.title.trim(),
          folder: folderOf(values).trim(),
          description: values.description.trim(),
          visibility: values.visibility as DataRoomVisibility,
          watermark: values.watermark,
        };
        const onError = (cause: unknown) => {
          const error = asApiError(cause);
          notify.error(editing ? t.saveError : t.uploadError, error.message);
          showServerErrors(error);
        };
        if (editing) {
          update.mutate(
            { id: document.id, ...details },
            {
              onSuccess: () => {
                notify.success(t.saved, details.title);
                onClose();
              },
              onError,
            },
          );
          return;
        }
        const problem = fileProblem(file);
        if (problem || !file) {
          setFileError(problem);
          fileInputRef.current?.focus();
          notify.error(t.uploadError, problem);
          return;
        }
        upload.mutate(
          { ...details, file },
          {
            onSuccess: () => {
              notify.success(t.uploaded, details.title);
              onClose();
            },
            onError,
          },
        );
      },
      () => {
        if (!editing) setFileError(fileProblem(file));
      },
    )(event);

  return (
    <Dialog open onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent title={editing ? t.editTitle : t.uploadTitle} description={editing ? t.editDescription : t.uploadDescription}>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={pending}>
          <DialogBody className="grid gap-4">
            <FormField label={t.title} error={errors.title?.message}>
              {(control) => <Input {...control} {...register('title')} autoComplete="off" aria-required="true" />}
            </FormField>
            <FormField label={t.folder} error={errors.folderChoice?.message}>
              {(control) => (
                <NativeSelect {...control} {...register('folderChoice')} aria-required="true">
                  {folderOptions.map((folder) => (
                    <option key={folder} value={folder}>
                      {folder}
                    </option>
                  ))}
                  <option value={NEW_FOLDER}>{t.newFolder}</option>
                </NativeSelect>
              )}
            </FormField>
            {choosingNewFolder ? (
              <FormField label={t.newFolderName} error={errors.newFolder?.message}>
                {(control) => <Input {...control} {...register('newFolder')} autoComplete="off" aria-required="true" />}
              </FormField>
            ) : null}
            <FormField label={t.description} hint={t.optional} error={errors.description?.message}>
              {(control) => (
                <textarea
                  {...control}
                  {...register('description')}
                  rows={3}
                  className="block w-full rounded-md border border-graphite-600 bg-graphite-800 px-3 py-2.5 text-base text-white placeholder:text-zinc-400 focus-visible:border-white focus-visible:outline-2 focus-visible:outline-white aria-invalid:border-race-400"
                />
              )}
            </FormField>
            <fieldset aria-describedby={errors.visibility ? 'visibility-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-zinc-100">{t.visibility}</legend>
              <div className="grid gap-2">
                {DATA_ROOM_VISIBILITIES.map((visibility) => (
                  <label key={visibility} className="flex items-center gap-3 rounded-md border border-graphite-700 bg-graphite-800/60 px-3 py-2 text-sm text-zinc-100">
                    <input type="radio" value={visibility} {...register('visibility')} className="size-5 shrink-0 accent-race-600" />
                    {DATA_ROOM_VISIBILITY_LABELS[visibility]}
                  </label>
                ))}
              </div>
              {errors.visibility ? (
                <p id="visibility-error" className="mt-1.5 text-sm font-medium text-race-300">
                  {errors.visibility.message}
                </p>
              ) : null}
            </fieldset>
            <div>
              <Checkbox label={t.watermark} {...register('watermark')} />
              <p className="mt-1 text-xs text-zinc-400">{t.watermarkHint}</p>
            </div>
            {editing ? null : (
              <FormField label={t.file} hint={t.fileHint} error={fileError}>
                {(control) => (
                  <FilePicker
                    {...control}
                    ref={fileInputRef}
                    file={file}
                    invalid={Boolean(fileError)}
                    onChange={(chosen) => {
                      setFile(chosen);
                      setFileError(chosen ? fileProblem(chosen) : undefined);
                    }}
                  />
                )}
              </FormField>
            )}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {editing ? (pending ? t.submittingEdit : t.submitEdit) : pending ? t.submittingUpload : t.submitUpload}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
