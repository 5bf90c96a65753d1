import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { StaffSignInDto } from '@cdm/contracts';
import { useForm } from 'react-hook-form';
import { asApiError, type ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FormField, Input } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useStaffSignIn } from '../api/staff-session';
import { staffSignInTexts as t } from '../texts';

const resolver = classValidatorResolver(StaffSignInDto);

function showSignInError(error: ApiError, setFieldError: (field: 'email' | 'password', message: string) => void) {
  if (error.status === 401) return notify.error(t.wrongPasswordTitle, t.wrongPasswordDescription);
  if (error.status === 429) return notify.error(error.message);
  if (error.status === 400 && error.fieldErrors.length > 0) {
    for (const { field, message } of error.fieldErrors) {
      if (field === 'email' || field === 'password') setFieldError(field, message);
    }
    return;
  }
  notify.error(t.failedTitle, error.message);
}

/** The staff password gate of /admin and /email-preview (investor-portal.md §2.6). */
export function StaffSignInCard() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffSignInDto>({ resolver, defaultValues: { email: '', password: '' } });
  const signIn = useStaffSignIn();

  const onSubmit = handleSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => notify.success(t.signedInTitle),
        onError: (error) =>
          showSignInError(asApiError(error), (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true })),
      },
    );
  });

  return (
    <main className="flex min-h-svh items-center justify-center bg-graphite-950 px-4 py-12">
      <section aria-labelledby="staff-sign-in-title" className="w-full max-w-md rounded-xl border border-graphite-700 bg-graphite-900 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 id="staff-sign-in-title" className="font-display text-2xl font-bold tracking-tight text-white uppercase sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-2 text-sm text-zinc-300">{t.description}</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={signIn.isPending}>
          <FormField label={t.email} error={errors.email?.message}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="username" inputMode="email" aria-required="true" />}
          </FormField>
          <FormField label={t.password} error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" aria-required="true" />}
          </FormField>
          <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-2 w-full">
            {signIn.isPending ? (
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
    </main>
  );
}
