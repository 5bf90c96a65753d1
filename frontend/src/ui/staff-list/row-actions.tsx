import { useId, type ReactNode } from 'react';
import { asApiError } from '@/lib/api-client';
import { Button, type ButtonProps } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { ExplainedDisabledButton } from '../explained-disabled-button';
import { useRowSelection, type RowSelection } from '../row-selection';
import { Spinner } from '../spinner';
import { notify } from '../toaster';

/**
 * The rows of the page shown that can be selected: none while another page's rows stand in for the next
 * one (placeholder data). The selection belongs to `scope` (see useRowSelection).
 */
export function usePageSelection<T extends { id: string }>(
  query: { data?: { items: T[] } | undefined; isPlaceholderData?: boolean },
  scope: unknown,
): RowSelection<T> {
  return useRowSelection(query.isPlaceholderData ? [] : (query.data?.items ?? []), scope);
}

/** The toast of a refused request: its title and the server's message in Spanish. */
export const notifyFailure = (title: string) => (error: unknown) => notify.error(title, asApiError(error).message);

export type BulkActionsProps = {
  /** How many rows are selected, announced as it changes. */
  selectedLabel: string;
  /** What the buttons do with the selection, for assistive technology. */
  hint: string;
  /** The buttons; each is described by the hint's id. */
  children: (hintId: string) => ReactNode;
};

/** The count of selected rows and the buttons that act on them. */
export function BulkActions({ selectedLabel, hint, children }: BulkActionsProps) {
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-zinc-300" aria-live="polite">
        {selectedLabel}
      </p>
      {children(hintId)}
      <p id={hintId} className="sr-only">
        {hint}
      </p>
    </div>
  );
}

/** An outline button that acts on the selected rows, with a spinner while it works. */
export function BulkActionButton({ busy, hintId, onClick, children }: { busy: boolean; hintId: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" onClick={onClick} aria-busy={busy} aria-describedby={hintId}>
      {busy ? <Spinner /> : null}
      {children}
    </Button>
  );
}

export type RowActionButtonProps = Omit<ButtonProps, 'children'> & {
  label: ReactNode;
  /** Whose row, for assistive technology ("Confirmar depósito B2M"). */
  subject: string;
  /** A spinner before the label. */
  busy?: boolean;
};

/** A button in a row's actions: its label, and the row it acts on for assistive technology. */
export function RowActionButton({ label, subject, busy, className = 'whitespace-nowrap', ...props }: RowActionButtonProps) {
  return (
    <Button className={className} {...props}>
      {busy ? <Spinner /> : null}
      {label}
      <span className="sr-only"> {subject}</span>
    </Button>
  );
}

export type GatedRowActionProps = {
  /** The role may take the action. */
  allowed: boolean;
  label: ReactNode;
  /** The label of the disabled button, when it says less than `label` (Reintentar → Reembolsar). */
  deniedLabel?: ReactNode;
  subject: string;
  /** Why not, and the id of the note that says it (ReasonNote). */
  reason: string;
  reasonId: string;
  onClick: () => void;
};

/** A row action only some roles take: the others see it disabled, focusable, with the reason. */
export function GatedRowAction({ allowed, label, deniedLabel = label, subject, reason, reasonId, onClick }: GatedRowActionProps) {
  if (allowed) return <RowActionButton variant="outline" label={label} subject={subject} onClick={onClick} />;
  return (
    <ExplainedDisabledButton reason={reason} reasonId={reasonId} className="whitespace-nowrap">
      {deniedLabel}
      <span className="sr-only"> {subject}</span>
    </ExplainedDisabledButton>
  );
}

/** The reason a GatedRowAction gives to assistive technology; shown once per list, only to the role that needs it. */
export function ReasonNote({ id, shown, children }: { id: string; shown: boolean; children: ReactNode }) {
  return shown ? (
    <p id={id} className="sr-only">
      {children}
    </p>
  ) : null;
}

export type RowConfirmDialogProps<T> = {
  /** The row asked about; the dialog is open while there is one. */
  row: T | null;
  onClose: () => void;
  title: string | ((row: T) => string);
  description?: (row: T) => ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (row: T) => void;
};

/** Asks before an action on one row (ConfirmDialog); nothing happens while the last answer is awaited. */
export function RowConfirmDialog<T>({ row, onClose, title, description, confirmLabel, busy, onConfirm }: RowConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={typeof title === 'string' ? title : row !== null ? title(row) : ''}
      description={row !== null && description ? description(row) : undefined}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => (row === null || busy ? undefined : onConfirm(row))}
    />
  );
}
