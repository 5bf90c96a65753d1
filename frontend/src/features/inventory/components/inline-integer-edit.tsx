import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '@/ui/spinner';

export type InlineIntegerEditProps = {
  /** The saved value, in the unit typed (whole pesos, whole m²). */
  value: number;
  /** The saved value as shown when not editing. */
  display: ReactNode;
  editLabel: string;
  inputLabel: string;
  hint: string;
  invalidMessage: string;
  savingLabel: string;
  min: number;
  max: number;
  /** Resolves once saved; rejects with the message to show beside the field, which keeps what was typed. */
  onSave: (value: number) => Promise<void>;
};

/**
 * A figure that turns into an integer field when clicked: Enter or leaving the field saves,
 * Escape puts the saved value back. A refused save keeps the field open with the typed value.
 */
export function InlineIntegerEdit({ value, display, editLabel, inputLabel, hint, invalidMessage, savingLabel, min, max, onSave }: InlineIntegerEditProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last refused save held: leaving the field again with it does not ask the server twice.
  const [refusedDraft, setRefusedDraft] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const skipBlur = useRef(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  const start = () => {
    skipBlur.current = false;
    setDraft(String(value));
    setError(null);
    setRefusedDraft(null);
    setEditing(true);
  };

  const stop = (focusButton: boolean) => {
    skipBlur.current = true;
    returnFocus.current = focusButton;
    setEditing(false);
    setError(null);
    setRefusedDraft(null);
  };

  const commit = async (trigger: 'enter' | 'blur') => {
    if (saving) return;
    if (trigger === 'blur' && draft === refusedDraft) return;
    const text = draft.trim();
    const parsed = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    // Unchanged: nothing to save, even when a seeded value is outside today's bounds.
    if (parsed === value) {
      stop(trigger === 'enter');
      return;
    }
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      setError(invalidMessage);
      setRefusedDraft(draft);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(parsed);
      stop(trigger === 'enter');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : invalidMessage);
      setRefusedDraft(draft);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit('enter');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // Escape inside a dialog or the panel must not close anything else.
      event.stopPropagation();
      if (!saving) stop(true);
    }
  };

  const onBlur = () => {
    if (skipBlur.current) {
      skipBlur.current = false;
      return;
    }
    void commit('blur');
  };

  if (!editing) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={start}
        aria-label={editLabel}
        title={editLabel}
        className="group inline-flex items-center gap-2 rounded-md px-1.5 py-1 text-left whitespace-nowrap tabular-nums hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span>{display}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-zinc-400 group-hover:text-white" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    );
  }

  return (
    <div className="grid min-w-44 gap-1">
      <div className="flex items-center gap-2">
        <input
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onFocus={(event) => event.target.select()}
          autoFocus
          readOnly={saving}
          aria-label={inputLabel}
          aria-invalid={error !== null}
          aria-busy={saving}
          aria-describedby={clsx(`${id}-hint`, error !== null && `${id}-error`)}
          className="block w-40 rounded-md border border-graphite-600 bg-graphite-800 px-2 py-1.5 text-sm text-white tabular-nums focus-visible:border-white focus-visible:outline-2 focus-visible:outline-white aria-invalid:border-race-400"
        />
        {saving ? (
          <span role="status" className="inline-flex items-center gap-1 text-xs text-zinc-300">
            <Spinner />
            {savingLabel}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-zinc-400">
        {hint}
      </p>
      {error !== null ? (
        <p id={`${id}-error`} className="text-xs font-medium text-race-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
