import { clsx } from 'clsx';
import type { ChangeEvent, Ref } from 'react';
import type { FieldControlProps } from '@/ui/form-field';
import { dataRoomAdminTexts } from '../texts';

const t = dataRoomAdminTexts.form;

// What the picker offers; the server decides by the file's bytes all the same.
export const ACCEPTED_FILES =
  'application/pdf,image/jpeg,image/png,image/webp,text/csv,.pdf,.jpg,.jpeg,.png,.webp,.csv,.xlsx,.docx,.pptx,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export type FilePickerProps = FieldControlProps & { file: File | null; invalid: boolean; onChange: (file: File | null) => void; ref?: Ref<HTMLInputElement> };

/**
 * A Spanish file picker: the browser's own speaks the browser's language. The real input lies
 * transparent on top, so clicks, keyboard and screen readers all reach it.
 */
export function FilePicker({ file, invalid, onChange, ref, ...control }: FilePickerProps) {
  return (
    <div className={clsx('relative flex min-h-12 items-center gap-3 rounded-md border bg-graphite-800 p-1.5 pr-3', invalid ? 'border-race-400' : 'border-graphite-600')}>
      <input
        {...control}
        ref={ref}
        name="file"
        type="file"
        accept={ACCEPTED_FILES}
        aria-required="true"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className="shrink-0 rounded bg-graphite-700 px-4 py-2 text-sm font-semibold text-white peer-hover:bg-graphite-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-white"
      >
        {t.chooseFile}
      </span>
      <span aria-hidden="true" className={clsx('min-w-0 truncate text-sm', file ? 'text-zinc-100' : 'text-zinc-400')}>
        {file ? file.name : t.noFileChosen}
      </span>
    </div>
  );
}
