import type { AdminReservation } from '@cdm/contracts';
import { useState } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { FormField, Input } from '@/ui/form-field';
import { notifyFailure, RowConfirmDialog } from '@/ui/staff-list';
import { notify } from '@/ui/toaster';
import { useRefundReservationDeposit } from '../../api/admin-reservations';
import { hasSignedContract, refundedCentavos } from './deposit-money';
import { reservationsAdminTexts } from './texts';

const t = reservationsAdminTexts.refund;
const RESCISSION_MIN = 5;
const RESCISSION_MAX = 300;

/** What the refund does, in the dialog: where the money goes (the card, or "por devolver"), and what happens to the contract. */
function refundDescription(item: AdminReservation, rescinds: boolean): string {
  const amount = formatPesos(refundedCentavos(item));
  const money = item.depositMethod === 'card' ? t.description(item.user.name, amount) : t.toReturnDescription(item.user.name, amount);
  if (rescinds) return `${money} ${t.signedContract}`;
  return item.contractStatus === 'pending_investor' ? `${money} ${t.unsignedContract}` : money;
}

/** The toast of a refund: requested from the card's provider, done, or left to return by transfer. */
function notifyRefunded(saved: AdminReservation) {
  if (saved.refundStatus === 'pending') notify.success(t.pendingToast, t.pendingDescription);
  else if (saved.depositMethod === 'card') notify.success(t.successToast, saved.user.name);
  else notify.success(t.toReturnToast, t.toReturnToastDescription(saved.user.name));
}

/**
 * The refund of a paid reservation's deposit (admins), asked first: what happens to the money and the
 * contract; a contract someone signed asks for the reason of its rescission.
 */
export function RefundReservationDialog({ reservation, onClose }: { reservation: AdminReservation | null; onClose: () => void }) {
  return reservation ? <RefundForm key={reservation.id} reservation={reservation} onClose={onClose} /> : null;
}

function RefundForm({ reservation, onClose }: { reservation: AdminReservation; onClose: () => void }) {
  const refund = useRefundReservationDeposit();
  // The list may be older than the contract: the server's 409 contract_signed asks for the reason too.
  const [signedMeanwhile, setSignedMeanwhile] = useState(false);
  const rescinds = hasSignedContract(reservation) || signedMeanwhile;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = () => {
    const text = reason.trim();
    if (rescinds && (text.length < RESCISSION_MIN || text.length > RESCISSION_MAX)) {
      setError(t.rescissionInvalid);
      return;
    }
    setError(undefined);
    refund.mutate(
      { reservationId: reservation.id, ...(rescinds ? { rescissionReason: text } : {}) },
      {
        onSuccess: (saved) => {
          notifyRefunded(saved);
          onClose();
        },
        onError: (cause) => {
          const failure = asApiError(cause);
          const fieldError = failure.fieldErrors.find((field) => field.field === 'rescissionReason');
          if (fieldError) setError(fieldError.message);
          else if (failure.code === 'contract_signed') {
            setSignedMeanwhile(true);
            setError(failure.message);
          } else notifyFailure(t.error)(cause);
        },
      },
    );
  };

  return (
    <RowConfirmDialog
      row={reservation}
      onClose={onClose}
      title={t.title(reservation.unitCode)}
      description={() => refundDescription(reservation, rescinds)}
      confirmLabel={rescinds ? t.confirmRescinding : t.confirm}
      busy={refund.isPending}
      onConfirm={send}
    >
      {rescinds ? (
        <FormField label={t.rescissionLabel} hint={t.rescissionHint} error={error}>
          {(control) => <Input {...control} name="rescissionReason" aria-required="true" maxLength={RESCISSION_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </FormField>
      ) : null}
    </RowConfirmDialog>
  );
}
