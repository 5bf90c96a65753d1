import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClassName } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { PageLoading } from '@/ui/states';
import { notify } from '@/ui/toaster';
import { useConfirmPasswordReset, useResetToken } from '../api/password-reset';
import { checkPasswordPair } from '../password-rules';
import { resetPasswordTexts as t } from '../texts';
import { PasswordChecklist } from './password-checklist';

function PortalButton() {
  return (
    <Link to="/investors" className={buttonClassName({ size: 'lg', className: 'mt-6 w-full sm:w-auto' })}>
      {t.goToPortal}
    </Link>
  );
}

function Panel({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <section aria-labelledby={labelledBy} className="w-full max-w-md rounded-xl border border-graphite-700 bg-graphite-900 p-6 sm:p-8">
        {children}
      </section>
    </div>
  );
}

function InvalidLink({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <Panel labelledBy="reset-error-title">
      <div role="alert">
        <h1 id="reset-error-title" className="font-display text-2xl font-bold text-white">
          {title}
        </h1>
        {onRetry ? null : (
          <>
            <p className="mt-3 text-sm text-zinc-300">{t.causesIntro}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-zinc-200">
              {t.causes.map((cause) => (
                <li key={cause}>{cause}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-zinc-300">{t.requestAgain}</p>
          </>
        )}
      </div>
      {onRetry ? (
        <Button variant="outline" size="lg" className="mt-6 mr-3" onClick={onRetry}>
          {t.retry}
        </Button>
      ) : null}
      <PortalButton />
    </Panel>
  );
}

function ResetForm({ token, email, onInvalidToken, onDone }: { token: string; email: string; onInvalidToken: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();
  const check = checkPasswordPair(password, confirmation);

  const explain = (): string => {
    if (password === '' || confirmation === '') return t.allFieldsRequired;
    if (!check.longEnough) return t.passwordTooShort;
    return t.passwordsDoNotMatch;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!check.valid) {
      setMessage(explain());
      return;
    }
    setMessage(null);
    confirm.mutate(
      { token, password },
      {
        onSuccess: onDone,
        onError: (cause) => {
          const error = asApiError(cause);
          if (error.code === 'invalid_token') return onInvalidToken();
          notify.error(t.updateError, error.message);
        },
      },
    );
  };

  // Enter with the button disabled submits nothing; say why instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !check.valid) {
      event.preventDefault();
      setMessage(explain());
    }
  };

  return (
    <Panel labelledBy="reset-title">
      <h1 id="reset-title" className="font-display text-2xl font-bold text-white">
        {t.title}
      </h1>
      <p className="mt-2 text-sm text-zinc-300">
        {t.forAccount} <strong className="font-semibold break-all text-white">{email}</strong>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={confirm.isPending}>
        <FormField label={t.newPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              aria-describedby="reset-rules"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="new-password"
              aria-required="true"
            />
          )}
        </FormField>
        <FormField label={t.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              aria-describedby="reset-rules"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="new-password"
              aria-required="true"
            />
          )}
        </FormField>
        <PasswordChecklist id="reset-rules" longEnough={check.longEnough} matches={check.matches} />
        <p role="alert" className="min-h-5 text-sm font-medium text-race-300">
          {message}
        </p>
        <Button type="submit" size="lg" disabled={!check.valid || confirm.isPending} className="w-full">
          {confirm.isPending ? <Spinner /> : null}
          {confirm.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </Panel>
  );
}

/** /reset-password/:token (investor-portal.md §2.3, §4): loading, form, success or error. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  useDocumentTitle(t.documentTitle);
  const validation = useResetToken(token);
  const [outcome, setOutcome] = useState<'form' | 'success' | 'invalid'>('form');

  if (!token) return <InvalidLink title={t.missingToken} />;
  if (outcome === 'invalid') return <InvalidLink title={t.invalidToken} />;
  if (outcome === 'success') {
    return (
      <Panel labelledBy="reset-success-title">
        <div role="status">
          <h1 id="reset-success-title" className="font-display text-2xl font-bold text-white">
            {t.successTitle}
          </h1>
          <p className="mt-3 text-sm text-zinc-200">{t.successBody}</p>
        </div>
        <PortalButton />
      </Panel>
    );
  }
  if (validation.isPending) return <PageLoading label={t.loading} />;
  if (validation.isError) {
    const error = asApiError(validation.error);
    if (error.status === 0 || error.status >= 500) return <InvalidLink title={t.validateError} onRetry={() => void validation.refetch()} />;
    return <InvalidLink title={t.invalidToken} />;
  }
  return <ResetForm token={token} email={validation.data.email} onInvalidToken={() => setOutcome('invalid')} onDone={() => setOutcome('success')} />;
}
