import { PAYMENT_METHODS } from '@cdm/contracts';
import { useId, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatPesos, mexicoCityIsoDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { FormField, Input, NativeSelect } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useRecordPartnerPayment } from '../api/admin-partners';
import { pesosToCentavos } from '../partner-labels';
import { partnerDetailTexts } from '../texts';

const t = partnerDetailTexts.record;

type Values = { amount: string; paidOn: string; method: string; reference: string };
type Errors = Partial<Record<keyof Values, string>>;

// The DTO's field names as the server reports them, mapped to this form's fields.
const FIELD_OF: Record<string, keyof Values> = { amountCentavos: 'amount', paidOn: 'paidOn', method: 'method', reference: 'reference' };

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

/** A payment received from the partner. What was typed stays in place when the server refuses it. */
export function RecordPaymentForm({ partnerId }: { partnerId: string }) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const record = useRecordPartnerPayment();
  const headingId = useId();

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const { errors: found, amountCentavos } = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || amountCentavos === null) {
      // The fields are marked invalid by this render; focus the first one after it.
      const form = event.currentTarget;
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const reference = values.reference.trim();
    record.mutate(
      { partnerId, payment: { amountCentavos, paidOn: values.paidOn, method: values.method, ...(reference ? { reference } : {}) } },
      {
        onSuccess: () => {
          notify.success(t.saved, t.savedDescription(formatPesos(amountCentavos)));
          setValues(emptyValues());
          setErrors({});
        },
        onError: (cause) => {
          const error = asApiError(cause);
          const fromServer: Errors = {};
          for (const { field, message } of error.fieldErrors) {
            const own = FIELD_OF[field];
            if (own) fromServer[own] = message;
          }
          setErrors(fromServer);
          notify.error(t.error, error.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-graphite-700 bg-graphite-800/40 p-4">
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
