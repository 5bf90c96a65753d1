import type { ContractVerification } from '@cdm/contracts';
import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { FormField, Input } from '@/ui/form-field';
import { useVerifyContract } from '../api/verify-contract';
import { verifyTexts as t } from '../texts';

/** Sealed by us (and since rescinded, with both dates), or not a file we sealed. */
function VerificationAnswer({ answer }: { answer: ContractVerification }) {
  if (!answer.sellado || !answer.fecha) return <p className="rounded-md border border-race-400/50 bg-race-500/10 px-3 py-3 text-race-200">{t.notSealed}</p>;
  if (answer.rescindido)
    return (
      <p className="rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-3 text-amber-100">
        {t.rescinded(formatDateTime(answer.fecha), answer.fechaRescision ? formatDateTime(answer.fechaRescision) : '—')}
      </p>
    );
  return <p className="rounded-md border border-emerald-400/40 bg-emerald-500/10 px-3 py-3 text-emerald-100">{t.sealed(formatDateTime(answer.fecha))}</p>;
}

/** /verificar: whether a file (or its hash) is a contract we sealed, and when (and when it was rescinded); nothing about the parties. */
export function VerifyContractPage() {
  const verify = useVerifyContract();
  const [file, setFile] = useState<File | null>(null);
  const [sha256, setSha256] = useState('');
  const [errors, setErrors] = useState<{ archivo?: string; sha256?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (!file && !sha256.trim()) return setErrors({ form: t.needsInput });
    verify.mutate(file ? { file } : { sha256 }, {
      onError: (error) => {
        const failure = asApiError(error);
        setErrors(failure.fieldErrors.length ? Object.fromEntries(failure.fieldErrors.map((field) => [field.field, field.message])) : { form: failure.message });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-display text-2xl font-bold text-white sm:text-3xl">{t.heading}</h1>
        <p className="text-zinc-300">{t.lead}</p>
      </header>
      <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:p-6" aria-busy={verify.isPending}>
        <FormField label={t.fileLabel} hint={t.fileHint} error={errors.archivo}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                verify.reset();
              }}
            />
          )}
        </FormField>
        <p className="text-sm text-zinc-400">{t.orHash}</p>
        <FormField label={t.hashLabel} error={errors.sha256}>
          {(control) => (
            <Input
              {...control}
              value={sha256}
              onChange={(event) => {
                setSha256(event.target.value);
                verify.reset();
              }}
              spellCheck={false}
              autoCapitalize="none"
              className="font-mono"
            />
          )}
        </FormField>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-race-300">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? t.checking : t.submit}
        </Button>
      </form>
      <div aria-live="polite">
        {verify.data ? <VerificationAnswer answer={verify.data} /> : null}
      </div>
    </div>
  );
}
