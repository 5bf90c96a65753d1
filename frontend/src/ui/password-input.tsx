import { clsx } from 'clsx';
import { useState, type ComponentProps } from 'react';
import { Input } from './form-field';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  toggleLabel?: string;
};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A password field with a show/hide toggle; the toggle says its state with aria-pressed. */
export function PasswordInput({ toggleLabel = 'Mostrar contraseña', className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);

  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={clsx('pr-12', className)} />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        onClick={() => setVisible((current) => !current)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}
