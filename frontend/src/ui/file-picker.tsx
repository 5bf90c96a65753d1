import { clsx } from 'clsx';
import type { ChangeEvent, Ref } from 'react';
import type { FieldControlProps } from './form-field';

export type FilePickerProps = FieldControlProps & {
  name: string;
  /** What the picker offers; the server decides by the file's bytes all the same. */
  accept: string;
  required?: boolean;
  file: File | null;
  invalid: boolean;
  onChange: (file: File | null) => void;
  ref?: Ref<HTMLInputElement>;
  chooseLabel?: string;
  noFileLabel?: string;
};

/**
 * A Spanish file picker: the browser's own speaks the browser's language. The real input lies
 * transparent on top, so clicks, keyboard and screen readers all reach it.
 */
export function FilePicker({
  name,
  accept,
  required = false,
  file,
  invalid,
  onChange,
  ref,
  chooseLabel = 'Elegir archivo',
  noFileLabel = 'Ningún archivo seleccionado',
  ...control
}: FilePickerProps) {
  return (
    <div className={clsx('relative flex min-h-12 items-center gap-3 rounded-md border bg-graphite-800 p-1.5 pr-3', invalid ? 'border-race-400' : 'border-graphite-600')}>
      <input
        {...control}
        ref={ref}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-required={required || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className="shrink-0 rounded bg-graphite-700 px-4 py-2 text-sm font-semibold text-white peer-hover:bg-graphite-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-white"
      >
        {chooseLabel}
      </span>
      <span aria-hidden="true" className={clsx('min-w-0 truncate text-sm', file ? 'text-zinc-100' : 'text-zinc-400')}>
        {file ? file.name : noFileLabel}
      </span>
    </div>
  );
}
