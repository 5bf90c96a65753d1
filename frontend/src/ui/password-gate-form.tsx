import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { Button } from './button';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { Spinner } from './spinner';
import { notify } from './toaster';

export type PasswordGateCardProps = {
  /** The id of the heading, which names the section. */
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
};

/** The card of a password gate: a lock, the heading and what the gate asks for, then the form. */
export function PasswordGateCard({ titleId, title, description, children }: PasswordGateCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="w-full max-w-md rounded-xl border border-graphite-700 bg-graphite-900 p-6 shadow-2xl shadow-black/40 motion-safe:animate-rise-in sm:p-8"
    >
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-race-600/15 text-race-400">
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
      </span>
      <h1 id={titleId} className="mt-5 font-display text-2xl font-bold tracking-tight text-white uppercase sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-sm leading-relaxed text-zinc-300">{description}</p>
      {children}
    </section>
  );
}

export type PasswordGateFormTexts = {
  password: string;
  showPassword: string;
  passwordRequired: string;
  submit: string;
  submitting: string;
  wrongPasswordTitle: string;
  wrongPasswordDescription: string;
  failedTitle: string;
};

export type PasswordGateFormProps = {
  texts: PasswordGateFormTexts;
  /** Sends the password to the server; rejects with the API error when it is refused. */
  unlock: (password: string) => Promise<unknown>;
  isPending: boolean;
  /** After the server accepted the password (the toasts of earlier failures are already dismissed). */
  onUnlocked?: () => void;
};

function showUnlockError(error: ApiError, t: PasswordGateFormTexts, setFieldError: (message: string) => void) {
  if (error.status === 401) return notify.error(t.wrongPasswordTitle, t.wrongPasswordDescription);
  if (error.status === 429) return notify.error(error.message);
  const fieldError = error.fieldErrors.find(({ field }) => field === 'password');
  if (error.status === 400 && fieldError) return setFieldError(fieldError.message);
  notify.error(t.failedTitle, error.message);
}

/** A password checked by the server: the field (with a show toggle), its error, and the submit button. */
export function PasswordGateForm({ texts: t, unlock, isPending, onUnlocked }: PasswordGateFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (password === '') return fail(t.passwordRequired);
    setError(undefined);
    unlock(password).then(
      () => {
        notify.dismissAll();
        onUnlocked?.();
      },
      (cause: unknown) => {
        showUnlockError(asApiError(cause), t, fail);
        inputRef.current?.select();
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={isPending}>
      <FormField label={t.password} error={error}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={inputRef}
            name="password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error) setError(undefined);
            }}
            autoComplete="current-password"
            aria-required="true"
            toggleLabel={t.showPassword}
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isPending} className="mt-2 w-full">
        {isPending ? (
          <>
            <Spinner />
            {t.submitting}
          </>
        ) : (
          t.submit
        )}
      </Button>
    </form>
  );
}
