import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useRequestPasswordReset } from '../api/password-reset';
import { recoveryTexts as t } from '../texts';

export type PasswordRecoveryModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBackToLogin: () => void;
};

/** investor-portal.md §2.2 and §4: steps email and sent; 'Enviar a otro correo' goes back to email. */
export function PasswordRecoveryModal({ open, onOpenChange, onBackToLogin }: PasswordRecoveryModalProps) {
  const [step, setStep] = useState<'email' | 'sent'>('email');
  const [sentTo, setSentTo] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The form that had focus is gone: move focus to the message that replaced it.
  useEffect(() => {
    if (step === 'sent') sentRef.current?.focus();
  }, [step]);

  const onSubmit = handleSubmit(({ email }) => {
    if (request.isPending) return;
    const trimmed = email.trim();
    if (trimmed === '') {
      setError('email', { type: 'required', message: t.emailRequired }, { shouldFocus: true });
      return;
    }
    request.mutate(trimmed, {
      onSuccess: () => {
        setSentTo(trimmed);
        setStep('sent');
      },
      onError: (cause) => {
        const error = asApiError(cause);
        const fieldError = error.fieldErrors.find(({ field }) => field === 'email');
        if (fieldError) setError('email', { type: 'server', message: fieldError.message }, { shouldFocus: true });
        notify.error(t.errorTitle, error.message);
      },
    });
  });

  const sendToAnother = () => {
    setStep('email');
    // After the form is back in the DOM.
    window.setTimeout(() => setFocus('email', { shouldSelect: true }), 0);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.title} description={step === 'email' ? t.description : undefined} size="md">
        {step === 'email' ? (
          <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={request.isPending}>
            <DialogBody>
              <FormField label={t.email} error={errors.email?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    aria-required="true"
                    placeholder={t.emailPlaceholder}
                  />
                )}
              </FormField>
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" onClick={onBackToLogin}>
                {t.back}
              </Button>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? <Spinner /> : null}
                {request.isPending ? t.submitting : t.submit}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <>
            <DialogBody>
              <div role="status" className="grid gap-2">
                <p ref={sentRef} tabIndex={-1} className="text-base font-semibold text-white focus:outline-none">
                  {t.sentTitle}
                </p>
                <p className="text-sm text-zinc-200">{t.sentBody(sentTo)}</p>
                <p className="text-sm text-zinc-300">{t.sentExpiry}</p>
              </div>
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" onClick={sendToAnother}>
                {t.anotherEmail}
              </Button>
              <Button onClick={onBackToLogin}>{t.back}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
