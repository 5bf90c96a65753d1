import { useId, useRef, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormField, Input } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { useAddCreditAdjustment } from '../../api/admin-referrals';
import { referralsAdminTexts } from '../../texts';
import { REASON_MAX, REASON_MIN, textareaClassName } from './reason-field';
import { formatBalance, formatSignedPesos, signedPesosToCentavos } from './signed-pesos';

const t = referralsAdminTexts.adjustment;

type Values = { amount: string; reason: string };
type Errors = Partial<Record<keyof Values, string>>;
type Pending = { amountCentavos: number; reason: string };

// CreditAdjustmentDto's field names as the server reports them, mapped to this form's fields.
const FIELD_OF: Record<string, keyof Values> = { amountCentavos: 'amount', reason: 'reason' };

const emptyValues: Values = { amount: '', reason: '' };

function validate(values: Values): { errors: Errors; pending: Pending | null } {
  const errors: Errors = {};
  const amountCentavos = signedPesosToCentavos(values.amount);
  const reason = values.reason.trim();
  if (values.amount.trim() === '') errors.amount = t.amountRequired;
  else if (amountCentavos === null) errors.amount = t.amountInvalid;
  else if (amountCentavos === 0) errors.amount = t.amountZero;
  if (reason.length < REASON_MIN) errors.reason = t.reasonRequired;
  else if (reason.length > REASON_MAX) errors.reason = t.reasonTooLong;
  const valid = Object.keys(errors).length === 0 && amountCentavos !== null;
  return { errors, pending: valid ? { amountCentavos, reason } : null };
}

export type CreditAdjustmentFormProps = {
  investorId: string;
  investorName: string;
  /** The balance before the adjustment, for the confirmation's "El saldo quedará en …". */
  balanceCentavos: number;
};

/** Admin only: a manual entry with its reason, asked for confirmation. What was typed stays when the server refuses it. */
export function CreditAdjustmentForm({ investorId, investorName, balanceCentavos }: CreditAdjustmentFormProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const adjust = useAddCreditAdjustment();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const descriptionId = useId();

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The fields are marked invalid by the next render (and a closing confirmation hands focus back
  // to the submit button first): focus the first invalid one after both.
  const focusFirstInvalid = () => window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const found = validate(values);
    setErrors(found.errors);
    if (!found.pending) {
      focusFirstInvalid();
      return;
    }
    setPending(found.pending);
  };

  const confirm = () => {
    if (!pending || adjust.isPending) return;
    adjust.mutate(
      { investorId, ...pending },
      {
        onSuccess: (ledger) => {
          notify.success(t.success, t.successDescription(formatBalance(ledger.balanceCentavos)));
          setPending(null);
          setValues(emptyValues);
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
          setPending(null);
          notify.error(t.error, error.message);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
        aria-busy={adjust.isPending}
        className="grid gap-4 rounded-xl border border-graphite-700 bg-graphite-800/40 p-4"
      >
        <div>
          <h3 id={headingId} className="font-display text-base font-bold text-white uppercase">
            {t.heading}
          </h3>
          <p id={descriptionId} className="mt-1 text-sm text-zinc-300">
            {t.description}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <FormField label={t.amount} hint={t.amountHint} error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                type="text"
                autoComplete="off"
                aria-required="true"
                value={values.amount}
                onChange={(event) => set('amount')(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t.reason} hint={t.reasonHint} error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={REASON_MAX}
                aria-required="true"
                value={values.reason}
                onChange={(event) => set('reason')(event.target.value)}
                className={textareaClassName}
              />
            )}
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={adjust.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending ? t.confirmTitle(formatSignedPesos(pending.amountCentavos), investorName) : ''}
        description={pending ? t.confirmDescription(formatBalance(balanceCentavos + pending.amountCentavos)) : undefined}
        confirmLabel={t.confirm}
        busy={adjust.isPending}
        onConfirm={confirm}
      >
        {pending ? <p className="text-sm break-words text-zinc-100">{t.confirmReason(pending.reason)}</p> : null}
      </ConfirmDialog>
    </>
  );
}
