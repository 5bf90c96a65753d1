import type { AdminReservation } from '@cdm/contracts';
import { SETTING_DEFAULTS } from '@cdm/domain';
import { useState } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatPesos, pesosFieldValue, pesosToCentavos } from '@/lib/format';
import { FormField, Input } from '@/ui/form-field';
import { notifyFailure, RowConfirmDialog } from '@/ui/staff-list';
import { notify } from '@/ui/toaster';
import { useConfirmReservationDeposit, type ConfirmDepositResponse } from '../../api/admin-reservations';
import { stillOwedCentavos } from './deposit-money';
import { reservationsAdminTexts } from './texts';

const t = reservationsAdminTexts.confirmDeposit;
const DAY_MS = 86_400_000;

/** The hold after a confirmed deposit: the server's own sentence, else the days until the new expiry, else the setting's default. */
function heldDescription(saved: ConfirmDepositResponse): string {
  if (typeof saved.message === 'string' && saved.message.trim() !== '') return saved.message;
  const expiresAt = saved.expiresAt ? Date.parse(saved.expiresAt) : Number.NaN;
  const days = Math.round((expiresAt - Date.now()) / DAY_MS);
  return t.held(Number.isFinite(days) && days >= 1 ? days : SETTING_DEFAULTS.paidHoldDays);
}

type Errors = { amount?: string; reason?: string };

export type ConfirmDepositDialogProps = {
  reservation: AdminReservation | null;
  /** An admin: may confirm less than what is still owed, with a reason (the rest is waived). */
  canWaive: boolean;
  onClose: () => void;
};

/** 'Confirmar Pago': asks before, with the amount received (what is still owed unless staff change it) and, when less, the reason. */
export function ConfirmDepositDialog({ reservation, canWaive, onClose }: ConfirmDepositDialogProps) {
  return reservation ? <ConfirmDepositForm key={reservation.id} reservation={reservation} canWaive={canWaive} onClose={onClose} /> : null;
}

function ConfirmDepositForm({ reservation, canWaive, onClose }: ConfirmDepositDialogProps & { reservation: AdminReservation }) {
  const confirm = useConfirmReservationDeposit();
  const owed = stillOwedCentavos(reservation);
  const [amount, setAmount] = useState(() => pesosFieldValue(owed));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const typed = pesosToCentavos(amount);
  const short = typed !== null && typed > 0 && typed < owed;
  const over = typed !== null && typed > owed;

  const send = () => {
    const found: Errors = {};
    if (typed === null) found.amount = t.amountInvalid;
    else if (typed <= 0 && typed !== owed) found.amount = t.amountNotPositive;
    else if (short && !canWaive) found.amount = t.shortAdminOnly;
    else if (short && reason.trim() === '') found.reason = t.reasonMissing;
    setErrors(found);
    if (typed === null || found.amount || found.reason) return;
    confirm.mutate(
      // The amount as it started (all that is still owed) is left out: the server then takes what is owed when it confirms.
      { reservationId: reservation.id, ...(typed === owed ? {} : { amountCentavos: typed }), ...(short ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (saved) => {
          notify.success(t.success, heldDescription(saved));
          onClose();
        },
        onError: (error) => {
          const failure = asApiError(error);
          const byField = Object.fromEntries(failure.fieldErrors.map((field) => [field.field, field.message]));
          if (byField.amountCentavos || byField.reason) setErrors({ amount: byField.amountCentavos, reason: byField.reason });
          else notifyFailure(t.error)(error);
        },
      },
    );
  };

  const received = reservation.money.receivedCentavos;
  const deposit = formatPesos(reservation.reservationDepositCentavos);
  return (
    <RowConfirmDialog
      row={reservation}
      onClose={onClose}
      title={t.title(reservation.unitCode)}
      description={() => t.description(reservation.user.name, deposit, reservation.referenceNumber)}
      confirmLabel={t.confirm}
      busy={confirm.isPending}
      onConfirm={send}
    >
      <div className="grid gap-4">
        {received > 0 ? <p className="text-sm text-zinc-300">{t.alreadyReceived(formatPesos(received), deposit, formatPesos(owed))}</p> : null}
        <FormField label={t.amountLabel} hint={t.amountHint} error={errors.amount}>
          {(control) => <Input {...control} name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
        </FormField>
        {short && canWaive ? <p className="text-sm text-amber-100">{t.short(formatPesos(owed - (typed ?? 0)))}</p> : null}
        {short && !canWaive && !errors.amount ? <p className="text-sm text-amber-100">{t.shortAdminOnly}</p> : null}
        {over ? <p className="text-sm text-amber-100">{t.over(formatPesos((typed ?? 0) - owed))}</p> : null}
        {(short && canWaive) || errors.reason ? (
          <FormField label={t.reasonLabel} hint={t.reasonHint} error={errors.reason}>
            {(control) => <Input {...control} name="reason" aria-required="true" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </FormField>
        ) : null}
      </div>
    </RowConfirmDialog>
  );
}
