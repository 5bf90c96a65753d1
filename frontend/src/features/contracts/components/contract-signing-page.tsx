import type { MyContract } from '@cdm/contracts';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatDateTime, formatTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button, buttonClassName } from '@/ui/button';
import { FormField, Input } from '@/ui/form-field';
import { ErrorState, PageLoading } from '@/ui/states';
import { notify } from '@/ui/toaster';
import { contractDocumentUrl, useContractDocument, useMyContract, useRequestContractCode, useSignContract } from '../api/my-contract';
import { CONTRACT_STATUS_TONES, contractStatusLabel, signingTexts as t } from '../texts';
import { SignaturePadField } from './signature-pad-field';

type Errors = Partial<Record<'code' | 'fullName' | 'signatureImage' | 'documentSha256' | 'form', string>>;

function DocumentFrame({ bytes }: { bytes: ArrayBuffer }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })), [bytes]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="grid gap-2">
      <iframe title={t.frameTitle} src={url} className="h-[70svh] w-full rounded-lg border border-graphite-700 bg-white" />
      <a href={url} target="_blank" rel="noreferrer" className="text-sm font-semibold text-race-300 underline">
        {t.openPdf}
      </a>
    </div>
  );
}

function SignForm({ contract, documentSha256 }: { contract: MyContract; documentSha256: string }) {
  const requestCode = useRequestContractCode(contract.id);
  const sign = useSignContract(contract);
  const [code, setCode] = useState('');
  const [fullName, setFullName] = useState('');
  const [signatureImage, setSignatureImage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [codeExpiresAt, setCodeExpiresAt] = useState<string | null>(contract.codeExpiresAt);
  const onSignature = useCallback((image: string | null) => setSignatureImage(image), []);

  const sendCode = () =>
    requestCode.mutate(undefined, {
      onSuccess: (sent) => {
        setCodeExpiresAt(sent.expiresAt);
        notify.success(t.codeSent, t.codeSentDescription(formatTime(sent.expiresAt)));
      },
      onError: (error) => notify.error(asApiError(error).message),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    sign.mutate(
      { code: code.trim(), fullName, documentSha256, ...(signatureImage ? { signatureImage } : {}) },
      {
        onSuccess: () => notify.success(t.signed, t.signedDescription),
        onError: (error) => {
          const failure = asApiError(error);
          if (failure.fieldErrors.length === 0) return setErrors({ form: failure.message });
          // What was typed stays; each message goes beside its field.
          setErrors(Object.fromEntries(failure.fieldErrors.map((field) => [field.field, field.message])));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:p-6" aria-busy={sign.isPending}>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={codeExpiresAt ? 'outline' : 'primary'} onClick={sendCode} disabled={requestCode.isPending}>
          {codeExpiresAt ? t.resendCode : t.sendCode}
        </Button>
        {codeExpiresAt ? <p className="text-sm text-zinc-300">{t.codeSentDescription(formatTime(codeExpiresAt))}</p> : null}
      </div>
      <FormField label={t.codeLabel} error={errors.code}>
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
            className="max-w-40 tracking-[0.4em]"
          />
        )}
      </FormField>
      <FormField label={t.nameLabel} hint={t.nameHint} error={errors.fullName}>
        {(control) => <Input {...control} value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" aria-required="true" />}
      </FormField>
      <SignaturePadField onChange={onSignature} />
      {errors.signatureImage ? <p className="text-sm font-medium text-race-300">{errors.signatureImage}</p> : null}
      {errors.form || errors.documentSha256 ? (
        <p role="alert" className="text-sm font-medium text-race-300">
          {errors.form ?? errors.documentSha256}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sign.isPending}>
        {sign.isPending ? t.signing : t.sign}
      </Button>
    </form>
  );
}

/** /contratos/:reservationId: the investor reads the PDF in the page and signs it with the emailed code. */
export function ContractSigningPage({ reservationId }: { reservationId: string }) {
  const contract = useMyContract(reservationId);
  const document = useContractDocument(contract.data);

  if (contract.isPending) return <PageLoading label={t.loading} />;
  if (contract.isError) {
    const failure = asApiError(contract.error);
    return <ErrorState message={failure.status === 404 ? t.notReady : t.error} retryLabel={t.retry} onRetry={() => void contract.refetch()} />;
  }
  const current = contract.data;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold text-white sm:text-3xl">{t.heading(current.unitCode)}</h1>
          <Badge tone={CONTRACT_STATUS_TONES[current.status]}>{contractStatusLabel(current.status)}</Badge>
        </div>
        {current.status === 'pending_investor' ? <p className="text-zinc-300">{t.lead}</p> : null}
      </header>
      {current.status === 'cancelled' ? <p className="text-zinc-300">{t.cancelled}</p> : null}
      {current.status === 'pending_countersign' ? <p className="rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-amber-100">{t.pendingCountersign}</p> : null}
      {current.status === 'signed' && current.sealedAt ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-emerald-400/40 bg-emerald-500/10 px-3 py-3">
          <p className="text-emerald-100">{t.sealed(formatDateTime(current.sealedAt))}</p>
          <a href={contractDocumentUrl(current.id)} download className={buttonClassName({ variant: 'outline' })}>
            {t.download}
          </a>
        </div>
      ) : null}
      {current.status !== 'cancelled' ? (
        document.isPending ? (
          <PageLoading label={t.loading} />
        ) : document.isError ? (
          <ErrorState message={t.error} retryLabel={t.retry} onRetry={() => void document.refetch()} />
        ) : (
          <>
            <DocumentFrame bytes={document.data.bytes} />
            <p className="text-xs break-all text-zinc-400">
              {t.hashLabel}: <span className="font-mono">{document.data.sha256}</span>
            </p>
          </>
        )
      ) : null}
      {current.status === 'pending_investor' && document.data ? (
        document.data.sha256 === current.documentSha256 ? (
          <SignForm contract={current} documentSha256={document.data.sha256} />
        ) : (
          <p role="alert" className="text-race-300">
            {t.hashMismatch}
          </p>
        )
      ) : null}
    </div>
  );
}
