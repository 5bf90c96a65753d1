import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asApiError, type ApiError } from '@/lib/api-client';
import { Button, buttonClassName } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useUnlockDeck } from '../api/deck-gate';
import { deckTexts } from '../texts';

const t = deckTexts.gate;

function showUnlockError(error: ApiError, setFieldError: (message: string) => void) {
  if (error.status === 401) return notify.error(t.wrongPasswordTitle, t.wrongPasswordDescription);
  if (error.status === 429) return notify.error(error.message);
  const fieldError = error.fieldErrors.find(({ field }) => field === 'password');
  if (error.status === 400 && fieldError) return setFieldError(fieldError.message);
  notify.error(t.failedTitle, error.message);
}

/** The lock of the services presentation (spec public-site §2.7, §4, §5): the server checks the password. */
export function DeckGateForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { unlock, isPending } = useUnlockDeck();

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (password === '') return fail(t.passwordRequired);
    setError(undefined);
    unlock({ password }).then(notify.dismissAll, (cause: unknown) => {
      showUnlockError(asApiError(cause), fail);
      inputRef.current?.select();
    });
  };

  return (
    <main className="relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-graphite-950 px-4 py-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(225,6,0,0.2),transparent_60%)]"
      />
      <section
        aria-labelledby="deck-gate-title"
        className="w-full max-w-md rounded-xl border border-graphite-700 bg-graphite-900 p-6 shadow-2xl shadow-black/40 motion-safe:animate-rise-in sm:p-8"
      >
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-race-600/15 text-race-400">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </span>
        <h1 id="deck-gate-title" className="mt-5 font-display text-2xl font-bold tracking-tight text-white uppercase sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t.description}</p>
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
        <Link to="/" className={buttonClassName({ variant: 'ghost', className: 'mt-3 w-full' })}>
          {t.back}
        </Link>
      </section>
    </main>
  );
}
