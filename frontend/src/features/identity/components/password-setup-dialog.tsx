import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useSaveInvestorPassword } from '../api/investor-session';
import { checkPasswordPair } from '../password-rules';
import { passwordSetupTexts as t } from '../texts';

/**
 * investor-portal.md §2.4, §4: 'Configurar Contraseña' for an account without a password. It cannot be
 * dismissed (no close button, Escape and outside clicks do nothing); creating the password closes it.
 */
export function PasswordSetupDialog({ open }: { open: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [done, setDone] = useState(false);
  const save = useSaveInvestorPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkPasswordPair(password, confirmation);
    const nextErrors = {
      password: check.longEnough ? undefined : t.passwordTooShort,
      confirmation: check.longEnough && !check.matches ? t.passwordsDoNotMatch : undefined,
    };
    setErrors(nextErrors);
    if (!check.valid) return;
    save.mutate(
      { newPassword: password },
      {
        onSuccess: () => {
          notify.success(t.success, t.successDescription);
          setDone(true);
        },
        onError: (cause) => {
          const error = asApiError(cause);
          const fieldError = error.fieldErrors.find(({ field }) => field === 'newPassword');
          if (fieldError) setErrors({ password: fieldError.message });
          notify.error(t.error, error.message);
        },
      },
    );
  };

  return (
    <Dialog open={open && !done}>
      <DialogContent title={t.title} description={t.description} dismissible={false} size="md">
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={save.isPending}>
          <DialogBody className="grid gap-4">
            <FormField label={t.newPassword} error={errors.password}>
              {(control) => (
                <PasswordInput
                  {...control}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="new-password"
                  aria-required="true"
                />
              )}
            </FormField>
            <FormField label={t.confirmPassword} error={errors.confirmation}>
              {(control) => (
                <PasswordInput
                  {...control}
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                  autoComplete="new-password"
                  aria-required="true"
                />
              )}
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="submit" disabled={save.isPending || password === '' || confirmation === ''} className="w-full sm:w-auto">
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? t.submitting : t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
