import type { MoneyToReturnItem, PaymentTargetView } from '@cdm/contracts';
import { useId, useState, type FormEvent } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useSettleToReturn } from '../api/reconciliation';
import { reconciliationTexts } from '../texts';
import { FailureNote, WillDo } from './line-dialogs';
import { TargetPicker, targetLabel } from './target-picker';

const t = reconciliationTexts.toReturn;

const validReason = (text: string) => text.length >= 3 && text.length <= 300;

export type SettleDialogProps = { item: MoneyToReturnItem | null; onClose: () => void };

type Errors = { reason?: string; target?: string };

/** A 400's field messages on their fields; anything else under the form. */
function splitFailure(failure: ApiError | null): { errors: Errors; rest: ApiError | null } {
  if (!failure) return { errors: {}, rest: null };
  const byField = Object.fromEntries(failure.fieldErrors.map((field) => [field.field, field.message]));
  const errors: Errors = { reason: byField.reason, target: byField.targetId ?? byField.targetKind };
  return { errors, rest: errors.reason || errors.target ? null : failure };
}

/**
 * Admins: money to return went back to whoever paid it ("Marcar como devuelto") or belongs to another
 * block or partner ("Reasignar"); both ask first, with the reason, and keep what was typed when refused.
 */
export function SettleToReturnDialog({ item, mode, onClose }: SettleDialogProps & { mode: 'returned' | 'reassign' }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? <SettleForm key={`${mode}-${item.entryId}`} item={item} mode={mode} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SettleForm({ item, mode, onClose }: { item: MoneyToReturnItem; mode: 'returned' | 'reassign'; onClose: () => void }) {
  const settle = useSettleToReturn();
  const [reason, setReason] = useState('');
  const [picked, setPicked] = useState<PaymentTargetView | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const formId = useId();
  const amount = formatPesos(item.amountCentavos);
  const words = mode === 'returned' ? t.returned : t.reassign;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (settle.isPending) return;
    const text = reason.trim();
    const found: Errors = { reason: validReason(text) ? undefined : t.reasonInvalid, target: mode === 'reassign' && !picked ? reconciliationTexts.assign.pick : undefined };
    setErrors(found);
    setFailure(null);
    if (found.reason || found.target) return;
    const action =
      mode === 'reassign' && picked
        ? ({ kind: 'reassign', entryId: item.entryId, reason: text, target: { kind: picked.kind, id: picked.id } } as const)
        : ({ kind: 'returned', entryId: item.entryId, reason: text } as const);
    settle.mutate(action, {
      onSuccess: () => {
        notify.success(words.done, `${amount} · ${item.target.label}`);
        onClose();
      },
      onError: (cause) => {
        const split = splitFailure(asApiError(cause));
        setErrors(split.errors);
        setFailure(split.rest);
      },
    });
  };

  return (
    <DialogContent
      role="alertdialog"
      title={words.title}
      description={mode === 'returned' ? t.returned.description(amount, item.target.label) : t.reassign.description(amount, item.target.label)}
      size="md"
    >
      <DialogBody>
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
          {mode === 'reassign' ? (
            <>
              <TargetPicker
                picked={picked}
                onPick={(target) => {
                  setPicked(target);
                  setErrors((current) => ({ ...current, target: undefined }));
                }}
                error={errors.target}
              />
              {picked ? <WillDo>{t.reassign.summary(amount, targetLabel(picked))}</WillDo> : null}
            </>
          ) : null}
          <FormField label={mode === 'returned' ? t.returned.label : t.reasonLabel} error={errors.reason}>
            {(control) => <Input {...control} name="reason" aria-required="true" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </FormField>
          <FailureNote failure={failure} />
        </form>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={settle.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" form={formId} disabled={settle.isPending} aria-busy={settle.isPending}>
          {settle.isPending ? <Spinner /> : null}
          {words.confirm}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
