import { useRef, useState, type FormEvent } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useUnlockPortal } from '../../api/letter-of-intent';
import { letterOfIntentTexts } from '../../texts';

const t = letterOfIntentTexts.gate;

function showUnlockError(error: ApiError, setFieldError: (message: string) => void) {
  if (error.status === 401) return notify.error(t.wrongPasswordTitle, t.wrongPasswordDescription);
  if (error.status === 429) return notify.error(error.message);
  const fieldError = error.fieldErrors.find(({ field }) => field === 'password');
  if (error.status === 400 && fieldError) return setFieldError(fieldError.message);
  notify.error(t.failedTitle, error.message);
}

/** Stage 1 of the partners' portal (spec public-site §2.5, §5, §6): the server checks the shared password. */
export function PortalGateForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const unlock = useUnlockPortal();

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unlock.isPending) return;
    if (password === '') return fail(t.passwordRequired);
    setError(undefined);
    unlock.mutate(
      { password },
      {
        onSuccess: () => {
          notify.dismissAll();
          notify.success(t.grantedTitle, t.grantedDescription);
        },
        onError: (cause) => {
          showUnlockError(asApiError(cause), fail);
          inputRef.current?.select();
        },
      },
    );
  };

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <section
        aria-labelledby="portal-gate-title"
        className="w-full max-w-md rounded-xl border border-graphite-700 bg-graphite-900 p-6 shadow-2xl shadow-black/40 motion-safe:animate-rise-in sm:p-8"
      >
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-race-600/15 text-race-400">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </span>
        <h1 id="portal-gate-title" className="mt-5 font-display text-2xl font-bold tracking-tight text-white uppercase sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t.description}</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={unlock.isPending}>
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
          <Button type="submit" size="lg" disabled={unlock.isPending} className="mt-2 w-full">
            {unlock.isPending ? (
              <>
                <Spinner />
                {t.submitting}
              </>
            ) : (
              t.submit
            )}
          </Button>
        </form>
      </section>
    </div>
  );
}
