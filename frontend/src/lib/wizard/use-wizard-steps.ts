import { createContext, useCallback, useContext, useEffect, useState, type RefObject } from 'react';

/** The step machine every wizard runs on: the step on screen, and whether it has moved since it opened. */
export type WizardSteps<S> = {
  step: S;
  /** Shows another step (a value, or one computed from the current step); the same step changes nothing. */
  goTo: (next: S | ((current: S) => S)) => void;
  /** True once a step other than the first has been shown: a new step then takes the focus. */
  moved: boolean;
};

/**
 * The steps of a wizard: numbers for the public forms (useStepWizard), or a step with its data for
 * the unit dialog (the unit chosen, the hold). A step is any value; a new one replaces the current.
 */
export function useWizardSteps<S>(first: S): WizardSteps<S> {
  const [state, setState] = useState({ step: first, moved: false });
  const goTo = useCallback((next: S | ((current: S) => S)) => {
    setState((current) => {
      const step = typeof next === 'function' ? (next as (current: S) => S)(current.step) : next;
      return Object.is(step, current.step) ? current : { step, moved: true };
    });
  }, []);
  return { step: state.step, goTo, moved: state.moved };
}

/** For the screens of a wizard drawn in a dialog: the wizard has moved (its `moved`). */
export const WizardMovedContext = createContext(false);

/**
 * Focuses the element when its step shows after the wizard has moved: the new step replaced the
 * button that led to it, so it takes the focus itself instead of losing it.
 */
export function useFocusWhenStepShows(ref: RefObject<HTMLElement | null>): void {
  const moved = useContext(WizardMovedContext);
  useEffect(() => {
    if (moved) ref.current?.focus({ preventScroll: true });
  }, [moved, ref]);
}
