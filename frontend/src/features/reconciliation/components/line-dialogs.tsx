import type { BankLineView, PaymentTargetView } from '@cdm/contracts';
import { outstandingCentavos } from '@cdm/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { useTargetMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { Checkbox, FormField, Input } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { reconciliationTexts as t } from '../texts';
import { TargetPicker, targetLabel } from './target-picker';

/** The server's refusal of the last request, inline in the dialog that sent it (the dialog stays open). */
export function FailureNote({ failure }: { failure: Pick<ApiError, 'message'> | null }) {
  return failure ? (
    <p role="alert" className="rounded-md border border-race-400/50 bg-race-500/10 px-3 py-2 text-sm text-race-200">
      {failure.message}
    </p>
  ) : null;
}

/** A field's message from a 400, else none. */
const fieldMessage = (failure: ApiError | null, field: string) => failure?.fieldErrors.find((error) => error.field === field)?.message;

/**
 * What applying `amountCentavos` to a target does, given what it still expects (null: unknown): a
 * deposit paid in part stays open, what goes beyond is kept to return, a target that expects nothing
 * takes nothing.
 */
export function applyPreview(amountCentavos: number, target: { kind: 'reservation' | 'partner'; label: string }, outstanding: number | null): string {
  const a = t.accept;
  const amount = formatPesos(amountCentavos);
  if (outstanding === null) return target.kind === 'partner' ? `${a.description(amount, target.label)} ${a.partnerUnknown}` : a.description(amount, target.label);
  if (outstanding <= 0) return a.paid(target.label);
  if (amountCentavos > outstanding) return a.excess(formatPesos(outstanding), target.label, formatPesos(amountCentavos - outstanding));
  const left = outstanding - amountCentavos;
  if (target.kind === 'reservation') return left === 0 ? a.depositCovered(amount, target.label) : a.depositPartial(amount, target.label, formatPesos(left));
  return left === 0 ? a.partnerCovered(amount, target.label) : a.partnerPartial(amount, target.label, formatPesos(left));
}

const lineTargetLabel = (line: BankLineView) => (line.target ? targetLabel(line.target) : '—');

/**
 * A suggested line's target, what it still expects (the record of money; until it answers, the match's
 * word that its deposit is paid already) and so what applying will do.
 */
function useApplyPreview(line: BankLineView) {
  const target = line.target;
  const money = useTargetMoney(target?.kind === 'partner' ? 'partner' : 'unit_reservation', target?.id ?? null);
  const outstanding = money.data ? outstandingCentavos(money.data) : null;
  const paid = outstanding === null ? line.matchReason === 'target_paid' : outstanding === 0;
  const label = lineTargetLabel(line);
  const preview = !target ? '' : paid ? t.accept.paid(label) : applyPreview(line.amountCentavos, { kind: target.kind, label }, outstanding);
  return { preview, reading: money.isPending && target !== null, unknown: money.isError, paid };
}

export type AcceptDialogProps = {
  line: BankLineView | null;
  busy: boolean;
  /** The server refused the last try (a 409 when the deposit is paid already): shown, and keeping the money to return is offered. */
  failure: ApiError | null;
  onClose: () => void;
  onApply: (line: BankLineView) => void;
  onKeepToReturn: (line: BankLineView) => void;
  onAssignOther: (line: BankLineView) => void;
};

/** Accepting a line's suggestion, after saying what it will do; a deposit paid already offers "Registrar por devolver" or another target. */
export function AcceptDialog(props: AcceptDialogProps) {
  return (
    <Dialog open={props.line !== null} onOpenChange={(open) => (open || props.busy ? undefined : props.onClose())}>
      {props.line ? <AcceptBody {...props} line={props.line} /> : null}
    </Dialog>
  );
}

function AcceptBody({ line, busy, failure, onApply, onKeepToReturn, onAssignOther }: AcceptDialogProps & { line: BankLineView }) {
  const { preview, reading, unknown, paid: paidByRecord } = useApplyPreview(line);
  const paid = paidByRecord || failure?.status === 409;
  const busyMark = busy ? <Spinner /> : null;
  return (
    <DialogContent role="alertdialog" title={t.accept.title} description={`${formatPesos(line.amountCentavos)} · ${line.description || '—'}`} size="md">
      <DialogBody className="grid gap-3 text-sm">
        <p className="text-zinc-100">{preview}</p>
        {reading ? <p className="text-zinc-300">{t.accept.reading}</p> : null}
        {unknown ? <p className="text-zinc-300">{t.accept.unknownOutstanding}</p> : null}
        {paid ? <p className="text-amber-100">{t.accept.paidOptions(formatPesos(line.amountCentavos))}</p> : null}
        <FailureNote failure={failure} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t.accept.cancel}
          </Button>
        </DialogClose>
        {paid ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => onAssignOther(line)}>
              {t.accept.assignOther}
            </Button>
            <Button disabled={busy} aria-busy={busy} onClick={() => (busy ? undefined : onKeepToReturn(line))}>
              {busyMark}
              {t.accept.keepToReturn}
            </Button>
          </>
        ) : (
          <Button disabled={busy} aria-busy={busy} onClick={() => (busy ? undefined : onApply(line))}>
            {busyMark}
            {t.accept.confirm}
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}

export type ReasonDialogProps = {
  line: BankLineView | null;
  mode: 'ignore' | 'undo';
  busy: boolean;
  failure: ApiError | null;
  onClose: () => void;
  onConfirm: (line: BankLineView, reason: string, rescindContract: boolean) => void;
};

/**
 * Ignoring a line or undoing its payment asks for the reason (3 to 300 characters), kept as typed on an
 * error; an undo may rescind the signed contract of the deposit it paid, and shows why the server refused.
 */
export function ReasonDialog({ line, mode, busy, failure, onClose, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [rescind, setRescind] = useState(false);
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
    onConfirm(line, text, mode === 'undo' && rescind);
  };
  const title = mode === 'ignore' ? t.reasonDialog.ignoreTitle : t.reasonDialog.undoTitle;
  const reasonError = error ?? fieldMessage(failure, 'reason');
  return (
    <Dialog open={line !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent title={title} description={mode === 'undo' ? t.reasonDialog.undoDescription : undefined} size="md">
        <DialogBody>
          <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
            <FormField label={t.reasonDialog.label} error={reasonError}>
              {(control) => <Input {...control} name="reason" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />}
            </FormField>
            {mode === 'undo' ? (
              <div className="grid gap-1">
                <Checkbox label={t.reasonDialog.rescind} name="rescindContract" checked={rescind} onChange={(event) => setRescind(event.target.checked)} />
                <p className="text-xs text-zinc-300">{t.reasonDialog.rescindHint}</p>
              </div>
            ) : null}
            {failure && !fieldMessage(failure, 'reason') ? <FailureNote failure={failure} /> : null}
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t.reasonDialog.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {mode === 'ignore' ? t.actions.ignore : t.actions.undo}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What applying to a target picked by hand does: a block says what it still expects; a partner's balance is not at hand. */
function pickedPreview(line: BankLineView, picked: PaymentTargetView): string {
  const outstanding = picked.kind === 'reservation' && picked.expectedCentavos.length > 0 ? picked.expectedCentavos[0] : null;
  return applyPreview(line.amountCentavos, { kind: picked.kind, label: targetLabel(picked) }, outstanding);
}

export type AssignDialogProps = {
  line: BankLineView | null;
  busy: boolean;
  failure: ApiError | null;
  onClose: () => void;
  onConfirm: (line: BankLineView, target: PaymentTargetView) => void;
};

/** Assigning a line by hand: search the open blocks and partners, pick one, see what applying does, apply. */
export function AssignDialog({ line, busy, failure, onClose, onConfirm }: AssignDialogProps) {
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
    <Dialog open={line !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent title={t.assign.title} description={line ? `${formatPesos(line.amountCentavos)} · ${line.description}` : undefined} size="md">
        <DialogBody>
          <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
            <TargetPicker
              picked={picked}
              onPick={(target) => {
                setPicked(target);
                setError(undefined);
              }}
              error={error ?? fieldMessage(failure, 'targetId')}
            />
            {line && picked ? <WillDo>{pickedPreview(line, picked)}</WillDo> : null}
            {failure && !fieldMessage(failure, 'targetId') ? <FailureNote failure={failure} /> : null}
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t.assign.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t.assign.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Qué pasará": the outcome of the choice, announced as it changes. */
export function WillDo({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="rounded-md border border-graphite-600 bg-graphite-800/60 px-3 py-2 text-sm">
      <p className="text-xs font-semibold text-zinc-300 uppercase">{t.assign.willDo}</p>
      <p className="text-zinc-100">{children}</p>
    </div>
  );
}
