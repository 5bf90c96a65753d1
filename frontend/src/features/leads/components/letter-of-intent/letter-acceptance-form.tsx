import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { LETTER_OF_INTENT_MESSAGES, SubmitLetterOfIntentDto, type FieldError, type LetterOfIntentResponse } from '@cdm/contracts';
import { detectIdDocumentType, ID_DOCUMENT_MAX_BYTES } from '@cdm/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FilePicker } from '@/ui/file-picker';
import { FormField, Input } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useSubmitLetterOfIntent } from '../../api/letter-of-intent';
import { letterOfIntentTexts } from '../../texts';

const t = letterOfIntentTexts.form;
const m = LETTER_OF_INTENT_MESSAGES;

type AcceptanceFormValues = { name: string; email: string };

// The same class the API validates the text fields with, so both give the same Spanish messages.
const resolver = classValidatorResolver(SubmitLetterOfIntentDto) as Resolver<AcceptanceFormValues, unknown, SubmitLetterOfIntentDto>;

// What the file picker offers; the server decides by the file's bytes all the same.
const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

// FileReader rather than Blob.arrayBuffer(): older Safari versions (and jsdom) lack the latter.
function readStart(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** The first bytes say what the file is: the browser applies the server's rule before sending 10 MB for nothing. */
async function problemWith(file: File): Promise<string | undefined> {
  if (file.size === 0) return m.ineFile;
  if (file.size > ID_DOCUMENT_MAX_BYTES) return m.ineFileTooLarge;
  // A file the browser cannot read is left for the server to judge.
  const head = await readStart(file, 16).catch(() => null);
  return !head || detectIdDocumentType(head) ? undefined : m.ineFileType;
}

export type LetterAcceptanceFormProps = {
  letter: LetterOfIntentResponse;
  onAccepted: () => void;
  /** The letter changed or the portal locked again since the page loaded: the page reloads them. */
  onStale: () => void;
};

/** 'Aceptar Carta de Intención' (public-site.md §2.5, §4, §5, §8): on failure everything typed and the chosen file stay. */
export function LetterAcceptanceForm({ letter, onAccepted, onStale }: LetterAcceptanceFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptanceFormValues, unknown, SubmitLetterOfIntentDto>({ resolver, defaultValues: { name: '', email: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const submission = useSubmitLetterOfIntent();
  const isSubmitting = submission.isPending;

  const onFileChosen = (chosen: File | null) => {
    setFile(chosen);
    setFileError(undefined);
    if (chosen) void problemWith(chosen).then((problem) => setFileError(problem));
  };

  const showRequired = () => notify.error(t.requiredTitle, t.requiredDescription);

  const showServerErrors = (error: ApiError) => {
    const fieldErrors: FieldError[] =
      error.status === 413 || error.status === 415 ? [{ field: 'ineFile', message: error.message }] : error.fieldErrors;
    for (const { field, message } of fieldErrors) {
      if (field === 'ineFile') setFileError(message);
      else if (field === 'name' || field === 'email') setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async (values) => {
        if (isSubmitting) return;
        if (!file) {
          setFileError(m.ineFile);
          return showRequired();
        }
        const problem = fileError ?? (await problemWith(file));
        if (problem) {
          setFileError(problem);
          fileInputRef.current?.focus();
          return notify.error(t.errorTitle, problem);
        }
        submission.mutate(
          { name: values.name, email: values.email, ineFile: file, letterSha256: letter.sha256 },
          {
            onSuccess: () => {
              notify.success(t.successTitle, t.successDescription);
              onAccepted();
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 429) return notify.error(t.errorTitle, error.message);
              notify.error(t.errorTitle, t.errorDescription);
              if (!(error instanceof ApiError)) return;
              if (error.status === 409 || error.status === 403) onStale();
              else showServerErrors(error);
            },
          },
        );
      },
      () => {
        if (!file) setFileError(m.ineFile);
        showRequired();
      },
    )(event);

  return (
    <section aria-labelledby="acceptance-title" className="rounded-xl border border-graphite-700 bg-graphite-900 p-5 sm:p-6">
      <h2 id="acceptance-title" className="font-display text-xl font-bold tracking-tight text-white uppercase">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{t.description}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4" aria-busy={isSubmitting}>
        <FormField label={t.name} error={errors.name?.message}>
          {(control) => (
            <Input {...control} {...register('name')} type="text" autoComplete="name" required aria-required="true" placeholder={t.namePlaceholder} />
          )}
        </FormField>
        <FormField label={t.email} error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              aria-required="true"
              placeholder={t.emailPlaceholder}
            />
          )}
        </FormField>
        <FormField label={t.ineFile} hint={t.ineFileHint} error={fileError}>
          {(control) => (
            // The browser's own picker speaks the browser's language; this one speaks Spanish. The real
            // input lies transparent on top, so clicks, keyboard and screen readers all reach it.
            <FilePicker
              {...control}
              ref={fileInputRef}
              name="ineFile"
              accept={ACCEPTED_FILES}
              required
              file={file}
              invalid={Boolean(fileError)}
              onChange={onFileChosen}
            />
          )}
        </FormField>

        <div className="rounded-lg border border-graphite-600 bg-graphite-800/60 p-4">
          <p className="text-sm font-semibold text-white">{t.confirmationsTitle}</p>
          <ul className="mt-2 grid gap-2 text-sm text-zinc-200">
            {letter.confirmations.map((statement) => (
              <li key={statement} className="flex gap-2">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 text-race-400" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{statement}</span>
              </li>
            ))}
          </ul>
        </div>

        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
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
  );
}
