import type { InvestorProfile } from '@cdm/contracts';
import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useSaveInvestorPassword } from '../api/investor-session';
import { checkPasswordPair } from '../password-rules';
import { profileTexts as t } from '../texts';

type Errors = { current?: string; password?: string; confirmation?: string };

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveInvestorPassword();
  const empty = current === '' || password === '' || confirmation === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || empty) return;
    const check = checkPasswordPair(password, confirmation);
    setErrors({
      password: check.longEnough ? undefined : t.passwordTooShort,
      confirmation: check.longEnough && !check.matches ? t.passwordsDoNotMatch : undefined,
    });
    if (!check.valid) return;
    save.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          notify.success(t.success);
          setCurrent('');
          setPassword('');
          setConfirmation('');
          setErrors({});
        },
        onError: (cause) => {
          const error = asApiError(cause);
          if (error.code === 'wrong_current_password') setErrors({ current: error.message });
          const fieldError = error.fieldErrors.find(({ field }) => field === 'newPassword');
          if (fieldError) setErrors({ password: fieldError.message });
          notify.error(t.error, error.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={save.isPending} aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="font-display text-lg font-bold text-white uppercase">
        {t.changePassword}
      </h3>
      <FormField label={t.currentPassword} error={errors.current}>
        {(control) => (
          <PasswordInput {...control} value={current} onChange={(event) => setCurrent(event.target.value)} autoComplete="current-password" />
        )}
      </FormField>
      <FormField label={t.newPassword} error={errors.password}>
        {(control) => (
          <PasswordInput {...control} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" />
        )}
      </FormField>
      <FormField label={t.confirmPassword} error={errors.confirmation}>
        {(control) => (
          <PasswordInput {...control} value={confirmation} onChange={(event) => setConfirmation(event.target.value)} autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" disabled={empty || save.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {save.isPending ? <Spinner /> : null}
        {save.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}

export type ProfileDialogProps = {
  investor: InvestorProfile;
  /** The investor's referral code (referrals context), when known. */
  referralCode?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** investor-portal.md §2.4: name, email, referral code and 'Cambiar contraseña'. */
export function ProfileDialog({ investor, referralCode, open, onOpenChange }: ProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.title} description={t.description} closeLabel={t.close}>
        <DialogBody className="grid grid-cols-1 gap-6">
          <dl className="grid gap-3 rounded-lg border border-graphite-700 bg-graphite-800/60 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold text-zinc-300">{t.name}</dt>
            <dd className="-mt-2 text-white sm:mt-0">{investor.name}</dd>
            <dt className="font-semibold text-zinc-300">{t.email}</dt>
            <dd className="-mt-2 break-all text-white sm:mt-0">{investor.email}</dd>
            <dt className="font-semibold text-zinc-300">{t.referralCode}</dt>
            <dd className="-mt-2 text-white sm:mt-0">
              {referralCode ? (
                <span className="font-semibold tracking-wide">{referralCode}</span>
              ) : (
                <>
                  <span aria-hidden="true">{t.noReferralCode}</span>
                  <span className="sr-only">{t.noReferralCodeSpoken}</span>
                </>
              )}
            </dd>
          </dl>
          <ChangePasswordForm />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
