import { PARTNER_PAYMENT_PROOF_FIELD, PARTNER_PAYMENT_PROOF_MAX_BYTES, PAYMENT_METHODS, type FieldError } from '@cdm/contracts';
import { detectIdDocumentType } from '@cdm/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { formatPesos, mexicoCityIsoDate, pesosToCentavos } from '@/lib/format';
import { Button } from '@/ui/button';
import { FormField, Input, NativeSelect } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useRecordPartnerPayment } from '../api/admin-partners';
import { partnerDetailTexts } from '../texts';
import { ProofPicker } from './proof-picker';

const t = partnerDetailTexts.record;

type Values = { amount: string; paidOn: string; method: string; reference: string };
type Errors = Partial<Record<keyof Values | 'proof', string>>;

// The DTO's field names as the server reports them, mapped to this form's fields.
const FIELD_OF: Record<string, keyof Errors> = {
  amountCentavos: 'amount',
  paidOn: 'paidOn',
  method: 'method',
  reference: 'reference',
  [PARTNER_PAYMENT_PROOF_FIELD]: 'proof',
};

// FileReader rather than Blob.arrayBuffer(): older Safari versions (and jsdom) lack the latter.
function readStart(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** The server's rule for a proof (size, then type by its first bytes), applied before sending up to 10 MB for nothing. */
async function proofProblem(file: File): Promise<string | undefined> {
  if (file.size > PARTNER_PAYMENT_PROOF_MAX_BYTES) return t.proofTooLarge;
  // A file the browser cannot read is left for the server to judge.
  const head = await readStart(file, 16).catch(() => null);
  return !head || detectIdDocumentType(head) ? undefined : t.proofType;
}

/** Where the server's refusal belongs: a refused file (413, 415) under the file, the rest under their fields. */
function errorsFromServer(error: ApiError): Errors {
  const fieldErrors: FieldError[] =
    error.status === 413 || error.status === 415 ? [{ field: PARTNER_PAYMENT_PROOF_FIELD, message: error.message }] : error.fieldErrors;
  const found: Errors = {};
  for (const { field, message } of fieldErrors) {
    const own = FIELD_OF[field];
    if (own) found[own] = message;
  }
  return found;
}

const emptyValues = (): Values => ({ amount: '', paidOn: mexicoCityIsoDate(), method: '', reference: '' });

function validate(values: Values): { errors: Errors; amountCentavos: number | null } {
  const errors: Errors = {};
  const amountCentavos = pesosToCentavos(values.amount);
  if (values.amount.trim() === '') errors.amount = t.amountRequired;
  else if (amountCentavos === null) errors.amount = t.amountInvalid;
  else if (amountCentavos < 100) errors.amount = t.amountMin;
  if (values.paidOn === '') errors.paidOn = t.paidOnRequired;
  if (values.method === '') errors.method = t.methodRequired;
  return { errors, amountCentavos };
}

/** A payment received from the partner, with its proof file if staff have one. What was typed and the chosen file stay when the server refuses it. */
export function RecordPaymentForm({ partnerId }: { partnerId: string }) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const record = useRecordPartnerPayment();
  const headingId = useId();
  const proofInputRef = useRef<HTMLInputElement>(null);
  const chosenProof = useRef<File | null>(null);
  // The proof is read before sending: a second click meanwhile must not send twice.
  const submitting = useRef(false);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseProof = (file: File | null) => {
    chosenProof.current = file;
    setProof(file);
    setErrors((current) => ({ ...current, proof: undefined }));
    if (!file) return;
    // Said as soon as the file is chosen, unless another one was chosen while it was being read.
    void proofProblem(file).then((problem) => {
      if (chosenProof.current === file) setErrors((current) => ({ ...current, proof: problem }));
    });
  };

  const removeProof = () => {
    chooseProof(null);
    if (proofInputRef.current) proofInputRef.current.value = '';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending || submitting.current) return;
    const form = event.currentTarget;
    submitting.current = true;
    const { errors: found, amountCentavos } = validate(values);
    const problem = proof ? await proofProblem(proof) : undefined;
    submitting.current = false;
    if (problem) found.proof = problem;
    setErrors(found);
    if (Object.keys(found).length > 0 || amountCentavos === null) {
      // The fields are marked invalid by this render; focus the first one after it.
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const reference = values.reference.trim();
    record.mutate(
      { partnerId, payment: { amountCentavos, paidOn: values.paidOn, method: values.method, ...(reference ? { reference } : {}) }, proof },
      {
        onSuccess: () => {
          notify.success(t.saved, t.savedDescription(formatPesos(amountCentavos)));
          setValues(emptyValues());
          removeProof();
          setErrors({});
        },
        onError: (cause) => {
          const error = asApiError(cause);
          setErrors(errorsFromServer(error));
          notify.error(t.error, error.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-graphite-700 bg-graphite-800/40 p-4">
      <h4 id={headingId} className="font-display text-base font-bold text-white uppercase">
        {t.heading}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.amount} hint={t.amountHint} error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values.amount}
              onChange={(event) => set('amount')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.paidOn} error={errors.paidOn}>
          {(control) => <Input {...control} type="date" value={values.paidOn} onChange={(event) => set('paidOn')(event.target.value)} />}
        </FormField>
        <FormField label={t.method} error={errors.method}>
          {(control) => (
            <NativeSelect {...control} value={values.method} onChange={(event) => set('method')(event.target.value)}>
              <option value="" disabled>
                {t.methodPlaceholder}
              </option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t.reference} hint={t.referenceHint} error={errors.reference}>
          {(control) => (
            <Input {...control} type="text" maxLength={120} autoComplete="off" value={values.reference} onChange={(event) => set('reference')(event.target.value)} />
          )}
        </FormField>
        <div className="grid gap-2 sm:col-span-2">
          <FormField label={t.proof} hint={t.proofHint} error={errors.proof}>
            {(control) => <ProofPicker {...control} ref={proofInputRef} file={proof} invalid={Boolean(errors.proof)} onChange={chooseProof} />}
          </FormField>
          {proof ? (
            <Button variant="ghost" className="justify-self-start" onClick={removeProof}>
              {t.removeProof}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending}>
          {record.isPending ? <Spinner /> : null}
          {record.isPending ? t.saving : t.submit}
        </Button>
      </div>
    </form>
  );
}
