import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { SendTestEmailDto } from '@cdm/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField, Input } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { ErrorState, PageLoading } from '@/ui/states';
import { notify } from '@/ui/toaster';
import { useEmailPreview, useSendTestEmail } from '../api/emails';
import { emailPreviewTexts as t } from '../texts';

const resolver = classValidatorResolver(SendTestEmailDto);

function SendTestEmailForm({ defaultEmail }: { defaultEmail: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SendTestEmailDto>({ resolver, defaultValues: { email: defaultEmail, type: 'payment-success' } });
  const send = useSendTestEmail();

  const onSubmit = handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(
      { email: values.email.trim(), type: 'payment-success' },
      {
        onSuccess: ({ message }) => notify.success(t.sent, message),
        onError: (cause) => {
          const error = asApiError(cause);
          const fieldError = error.fieldErrors.find(({ field }) => field === 'email');
          if (fieldError) setError('email', { type: 'server', message: fieldError.message }, { shouldFocus: true });
          notify.error(t.sendError, error.message);
        },
      },
    );
  });

  return (
    <Card aria-labelledby="test-email-heading" className="p-4 sm:p-6">
      <h2 id="test-email-heading" className="font-display text-lg font-bold text-white uppercase">
        {t.testHeading}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start" aria-busy={send.isPending}>
        <FormField label={t.email} error={errors.email?.message} className="flex-1">
          {(control) => <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" aria-required="true" />}
        </FormField>
        <Button type="submit" disabled={send.isPending} className="sm:mt-7">
          {send.isPending ? <Spinner /> : null}
          {send.isPending ? t.sending : t.send}
        </Button>
      </form>
    </Card>
  );
}

/** /email-preview (investor-portal.md §2.7): the sample payment-confirmation email and a test send. */
export function EmailPreviewPage({ defaultEmail }: { defaultEmail: string }) {
  useDocumentTitle(t.documentTitle);
  const preview = useEmailPreview();

  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight text-white uppercase sm:text-3xl">{t.title}</h1>
          <p className="mt-2 max-w-2xl text-sm text-zinc-300">{t.description}</p>
        </div>
        <Link to="/admin" className={buttonClassName({ variant: 'outline' })}>
          {t.backToAdmin}
        </Link>
      </div>

      <SendTestEmailForm defaultEmail={defaultEmail} />

      <Card aria-label={t.frameTitle} className="overflow-hidden">
        {preview.isPending ? <PageLoading label={t.loading} /> : null}
        {preview.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void preview.refetch()} /> : null}
        {preview.data ? (
          <>
            <p className="border-b border-graphite-700 px-4 py-3 text-sm sm:px-6">
              <span className="font-semibold text-zinc-300">{t.subject}: </span>
              <span className="text-white">{preview.data.subject}</span>
            </p>
            {/* sandbox="": no scripts, no forms, an opaque origin; the email is markup only. */}
            <iframe title={t.frameTitle} srcDoc={preview.data.html} sandbox="" className="block h-[75svh] min-h-[28rem] w-full bg-white" />
          </>
        ) : null}
      </Card>
    </main>
  );
}
