import { useId, useState } from 'react';
import { formatPesos } from '@/lib/format';
import type { BadgeTone } from '../badge';
import { notify } from '../toaster';
import { GatedRowAction, notifyFailure, ReasonNote, RowConfirmDialog } from './row-actions';

/** The words of a deposit refund, the same keys in every tab that refunds (Reservas, Aplicaciones, Presentaciones). */
/** The badge of a refund: in process, done, refused by the provider. */
export const refundTones = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const satisfies Record<string, BadgeTone>;

export type RefundTexts = {
  action: string;
  retry: string;
  adminOnly: string;
  pendingToast: string;
  pendingDescription: string;
  successToast: string;
  error: string;
};

export type RefundRowActionProps = {
  /** Only role 'admin' refunds; an advisor sees the action disabled with the reason. */
  allowed: boolean;
  /** The provider refused the last refund: the button tries again. */
  failed: boolean;
  texts: RefundTexts;
  subject: string;
  reasonId: string;
  onClick: () => void;
};

/** The refund button of a row: Reembolsar, Reintentar reembolso after a refusal, disabled with the reason for an advisor. */
export function RefundRowAction({ allowed, failed, texts, subject, reasonId, onClick }: RefundRowActionProps) {
  return (
    <GatedRowAction
      allowed={allowed}
      label={failed ? texts.retry : texts.action}
      deniedLabel={texts.action}
      subject={subject}
      reason={texts.adminOnly}
      reasonId={reasonId}
      onClick={onClick}
    />
  );
}

/**
 * What a refund request says when it ends: requested (the provider confirms it later) or done, with whose
 * deposit; the server's message when it refuses. `then` runs after a success (close the dialog).
 */
export function refundOutcome<T extends { refundStatus: string | null }>(texts: RefundTexts, nameOf: (saved: T) => string, then: () => void) {
  return {
    onSuccess: (saved: T) => {
      if (saved.refundStatus === 'pending') notify.success(texts.pendingToast, texts.pendingDescription);
      else notify.success(texts.successToast, nameOf(saved));
      then();
    },
    onError: notifyFailure(texts.error),
  };
}

type RefundDialogTexts = RefundTexts & { title: (name: string) => string; description: (amount: string) => string; confirm: string };

type RefundMutation<T> = {
  mutate: (id: string, callbacks: { onSuccess: (saved: T) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

export type RowRefundOptions<T> = {
  /** Only role 'admin' refunds; an advisor sees the action disabled with the reason. */
  allowed: boolean;
  /** The deposit, in centavos, the dialog names. */
  amountOf: (row: T) => number;
};

/**
 * The refund of one row's deposit, asked first (whose deposit, how much): `button(row)` for the row's
 * actions, `note` (the reason an advisor cannot) and `dialog` to render once in the list.
 */
export function useRowRefund<T extends { id: string; name: string; refundStatus: string | null }>(
  refund: RefundMutation<T>,
  texts: RefundDialogTexts,
  { allowed, amountOf }: RowRefundOptions<T>,
) {
  const reasonId = useId();
  const [row, setRow] = useState<T | null>(null);
  return {
    button: (shown: T) => (
      <RefundRowAction allowed={allowed} failed={shown.refundStatus === 'failed'} texts={texts} subject={shown.name} reasonId={reasonId} onClick={() => setRow(shown)} />
    ),
    note: (
      <ReasonNote id={reasonId} shown={!allowed}>
        {texts.adminOnly}
      </ReasonNote>
    ),
    dialog: (
      <RowConfirmDialog
        row={row}
        onClose={() => setRow(null)}
        title={(shown) => texts.title(shown.name)}
        description={(shown) => texts.description(formatPesos(amountOf(shown)))}
        confirmLabel={texts.confirm}
        busy={refund.isPending}
        onConfirm={(shown) => refund.mutate(shown.id, refundOutcome<T>(texts, (saved) => saved.name, () => setRow(null)))}
      />
    ),
  };
}
