import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-race-300">
      {message}
    </p>
  );
}

export type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error message, wired together for assistive technology. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-zinc-100">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="text-xs text-zinc-400">
            {hint}
          </span>
        ) : null}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(hint ? hintId : false, error ? errorId : false) })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type CheckboxGroupFieldProps = {
  legend: ReactNode;
  error?: string;
  className?: string;
  children: (control: Omit<FieldControlProps, 'id'>) => ReactNode;
};

export function CheckboxGroupField({ legend, error, className, children }: CheckboxGroupFieldProps) {
  const errorId = `${useId()}-error`;
  const errorRef = error ? errorId : undefined;

  return (
    <fieldset className={className} aria-describedby={errorRef}>
      <legend className="mb-2 text-sm font-semibold text-zinc-100">{legend}</legend>
      {children({ 'aria-invalid': Boolean(error), 'aria-describedby': errorRef })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

const controlBase =
  'block w-full rounded-md border bg-graphite-800 px-3 py-2.5 text-base text-white placeholder:text-zinc-400 ' +
  'focus-visible:border-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white ' +
  'disabled:opacity-60 aria-invalid:border-race-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(controlBase, 'border-graphite-600', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={clsx(controlBase, 'border-graphite-600 pr-8', className)} {...props} />;
}

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  return (
    // The whole row is the tap target (the label's ::after covers it), at least 44 px high on a touch screen.
    <div className={clsx('relative flex items-center gap-3 rounded-md border border-graphite-700 bg-graphite-800/60 px-3 py-2 pointer-coarse:min-h-11', className)}>
      <input
        id={checkboxId}
        type="checkbox"
        className="relative z-10 size-5 shrink-0 cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        {...props}
      />
      <label htmlFor={checkboxId} className="cursor-pointer text-sm text-zinc-100 after:absolute after:inset-0 after:content-['']">
        {label}
      </label>
    </div>
  );
}
