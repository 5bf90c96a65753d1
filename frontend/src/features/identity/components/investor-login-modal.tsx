import type { InvestorSessionResponse } from '@cdm/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { asApiError, type ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useInvestorSignIn } from '../api/investor-session';
import { investorLoginTexts as t } from '../texts';

type LoginValues = { username: string; password: string };

export type InvestorLoginModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onForgotPassword: () => void;
  onSignedIn: (session: InvestorSessionResponse) => void;
};

function showLoginError(error: ApiError, setFieldError: (field: keyof LoginValues, message: string) => void) {
  if (error.status === 401) return notify.error(t.invalidTitle, t.invalidDescription);
  if (error.status === 429) return notify.error(error.message);
  const fieldErrors = error.fieldErrors.filter(({ field }) => field === 'username' || field === 'password');
  if (error.status === 400 && fieldErrors.length > 0) {
    fieldErrors.forEach(({ field, message }) => setFieldError(field as keyof LoginValues, message));
    return;
  }
  notify.error(t.errorTitle, t.networkError);
}

/** investor-portal.md §2.2 and §5: the login of /investors. */
export function InvestorLoginModal({ open, onOpenChange, onForgotPassword, onSignedIn }: InvestorLoginModalProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });
  const signIn = useInvestorSignIn();
  const [setupLinkSent, setSetupLinkSent] = useState(false);

  const onSubmit = handleSubmit(({ username, password }) => {
    if (signIn.isPending) return;
    clearErrors();
    setSetupLinkSent(false);
    const trimmed = username.trim();
    if (trimmed === '') {
      setError('username', { type: 'required', message: t.usernameRequired }, { shouldFocus: true });
      return;
    }
    signIn.mutate(
      { username: trimmed, password },
      {
        onSuccess: (result) => {
          if (result.kind === 'password-required') {
            setError('password', { type: 'required', message: t.passwordRequired }, { shouldFocus: true });
          } else if (result.kind === 'setup-link-sent') {
            setSetupLinkSent(true);
          } else {
            notify.success(t.welcome);
            onSignedIn(result.session);
          }
        },
        onError: (error) => showLoginError(asApiError(error), (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true })),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* In place: /investors is prerendered with this dialog open. */}
      <DialogContent title={t.title} description={t.description} size="md" inline>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={signIn.isPending}>
          <DialogBody className="grid gap-4">
            <div role="status">
              {setupLinkSent ? (
                <div className="rounded-md border border-sky-400/40 bg-sky-500/10 px-4 py-3 text-sm text-sky-100">
                  <p className="font-semibold">{t.setupLinkSent}</p>
                  <p className="mt-1 text-sky-200">{t.setupLinkSentHint}</p>
                </div>
              ) : null}
            </div>
            <FormField label={t.username} error={errors.username?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('username')}
                  type="text"
                  autoComplete="username"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-required="true"
                  placeholder={t.usernamePlaceholder}
                />
              )}
            </FormField>
            <FormField label={t.password} error={errors.password?.message}>
              {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
            </FormField>
            <div>
              <button
                type="button"
                onClick={onForgotPassword}
                className="rounded-sm text-sm font-semibold text-race-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              >
                {t.forgotPassword}
              </button>
            </div>
            <p className="rounded-md border border-graphite-700 bg-graphite-800/60 px-3 py-2.5 text-xs text-zinc-300">{t.note}</p>
          </DialogBody>
          <DialogFooter>
            <Button type="submit" disabled={signIn.isPending} className="w-full sm:w-auto sm:min-w-40">
              {signIn.isPending ? (
                <>
                  <Spinner />
                  {t.submitting}
                </>
              ) : (
                t.submit
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
