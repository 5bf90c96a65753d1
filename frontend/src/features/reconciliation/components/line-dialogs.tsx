import type { BankLineView, PaymentTargetView } from '@cdm/contracts';
import { useId, useState, type FormEvent } from 'react';
import { formatPesos } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input } from '@/ui/form-field';
import { usePaymentTargets } from '../api/reconciliation';
import { reconciliationTexts as t } from '../texts';

/** Ignoring a line or undoing its payment asks for the reason (3 to 300 characters), kept as typed on an error. */
export function ReasonDialog({
  line,
  mode,
  busy,
  onClose,
  onConfirm,
}: {
  line: BankLineView | null;
  mode: 'ignore' | 'undo';
  busy: boolean;
  onClose: () => void;
  onConfirm: (line: BankLineView, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line || busy) return;
    const text = reason.trim();
    if (text.length < 3 || text.length > 300) {
      setError(t.reasonDialog.invalid);
      return;
    }
    setError(undefined);
    onConfirm(line, text);
  };
  const title = mode === 'ignore' ? t.reasonDialog.ignoreTitle : t.reasonDialog.undoTitle;
  return (
    <Dialog open={line !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title} description={mode === 'undo' ? t.reasonDialog.undoDescription : undefined} size="md">
        <DialogBody>
          <form id={formId} onSubmit={submit} noValidate>
            <FormField label={t.reasonDialog.label} error={error}>
              {(control) => <Input {...control} name="reason" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />}
            </FormField>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.reasonDialog.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {mode === 'ignore' ? t.actions.ignore : t.actions.undo}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const targetLabel = (target: PaymentTargetView) => `${t.targetKind[target.kind]} ${target.reference} · ${target.name}`;

/** Assigning a line by hand: search the open blocks and partners, pick one, apply. */
export function AssignDialog({
  line,
  busy,
  onClose,
  onConfirm,
}: {
  line: BankLineView | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (line: BankLineView, target: PaymentTargetView) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const targets = usePaymentTargets(debounced);
  const [picked, setPicked] = useState<PaymentTargetView | null>(null);
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line || busy) return;
    if (!picked) {
      setError(t.assign.pick);
      return;
    }
    onConfirm(line, picked);
  };
  return (
    <Dialog open={line !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.assign.title} description={line ? `${formatPesos(line.amountCentavos)} · ${line.description}` : undefined} size="md">
        <DialogBody>
          <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
            <FormField label={t.assign.search} hint={debounced.length < 2 ? t.assign.hint : undefined}>
              {(control) => <Input {...control} name="targetSearch" type="search" placeholder={t.assign.searchPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />}
            </FormField>
            <fieldset aria-busy={targets.isFetching}>
              <legend className="mb-2 text-sm font-semibold text-zinc-100">{t.assign.results}</legend>
              {debounced.length >= 2 && targets.data?.length === 0 ? <p className="text-sm text-zinc-300">{t.assign.noResults}</p> : null}
              <ul className="grid gap-2">
                {targets.data?.map((target) => (
                  <li key={`${target.kind}-${target.id}`}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-graphite-600 px-3 py-2 text-sm text-zinc-100">
                      <input
                        type="radio"
                        name="target"
                        className="size-5"
                        checked={picked?.id === target.id && picked.kind === target.kind}
                        onChange={() => {
                          setPicked(target);
                          setError(undefined);
                        }}
                      />
                      <span>
                        {targetLabel(target)}
                        <span className="block text-xs text-zinc-300">{target.expectedCentavos.map((amount) => formatPesos(amount)).join(' / ')}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {error ? <p className="mt-2 text-sm font-medium text-race-300">{error}</p> : null}
            </fieldset>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.assign.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {t.assign.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
