import { useId } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

export type WizardNavigationProps = {
  /** Past the first step: the previous button shows. */
  canGoBack: boolean;
  onBack: () => void;
  /** The last step of the form: its submit button sends the form instead of going on. */
  isLastStep: boolean;
  /** The form is being sent: back and send are disabled. */
  busy: boolean;
  /** The request of the last step is under way: the send button spins and is busy. */
  submitting: boolean;
  /** The last step may be sent (e.g. the terms are accepted); otherwise its button stays focusable and says why. */
  canSubmit: boolean;
  previousLabel: string;
  nextLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** Why the last step cannot be sent yet, shown under the buttons. */
  blockedHint: string;
};

/** The footer of a step-by-step form: previous on the left, next (or send, on the last step) on the right. */
export function WizardNavigation({
  canGoBack,
  onBack,
  isLastStep,
  busy,
  submitting,
  canSubmit,
  previousLabel,
  nextLabel,
  submitLabel,
  submittingLabel,
  blockedHint,
}: WizardNavigationProps) {
  const hintId = useId();
  return (
    <>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {canGoBack ? (
          <Button variant="outline" size="lg" onClick={onBack} disabled={busy}>
            {previousLabel}
          </Button>
        ) : (
          <span aria-hidden="true" />
        )}
        {isLastStep ? (
          // Focusable while it cannot be sent, so that a keyboard user hears why it does nothing.
          <Button
            type="submit"
            size="lg"
            disabled={busy}
            aria-disabled={!canSubmit || undefined}
            aria-describedby={canSubmit ? undefined : hintId}
            aria-busy={submitting}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:min-w-52"
          >
            {submitting ? <Spinner /> : null}
            {submitting ? submittingLabel : submitLabel}
          </Button>
        ) : (
          <Button type="submit" size="lg" className="sm:min-w-40">
            {nextLabel}
          </Button>
        )}
      </div>
      {isLastStep && !canSubmit ? (
        <p id={hintId} className="text-right text-xs text-zinc-400">
          {blockedHint}
        </p>
      ) : null}
    </>
  );
}
