import type { FieldError } from '@cdm/contracts';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';
import { useWizardSteps } from './use-wizard-steps';

/** A step that is a form: its fields are validated before the next step shows. */
export type FormStep<V extends FieldValues> = {
  fields: readonly FieldPath<V>[];
  /**
   * What Siguiente checks after the fields show their messages: false stays on the step (the check
   * says why, with a toast). Only the wizard knows which toast fits.
   */
  check?: (values: V) => boolean;
};

export type WizardState<V, S extends number> = { values: V; step: S };

export type PaymentReturn<R> = {
  /** The provider's way back in the query string, or null on an ordinary visit. */
  read: (searchParams: URLSearchParams) => R | null;
  /** Called once (after the first render): tell the server, say how it went. The query string is then dropped. */
  handle: (paymentReturn: R) => void;
};

export type StepWizardOptions<V extends FieldValues, Out, S extends number, R> = {
  /** The API's own validation, so that the browser and the server give the same Spanish messages. */
  resolver: Resolver<V, unknown, Out>;
  /** The form steps, in order; steps after them (the card, the end) have no fields. */
  steps: readonly FormStep<V>[];
  /** What this tab kept, given the provider's way back when there is one: the values and the step to show. */
  restore: (paymentReturn: R | null) => WizardState<V, S>;
  /** Keeps what was typed and the step: on every change of the values and of the step. */
  persist: (values: V, step: S) => void;
  /** The id the server keys the draft on: never a field with a message of its own. */
  draftId: FieldPath<V>;
  paymentReturn?: PaymentReturn<R>;
};

export type FieldBinding = { registration: UseFormRegisterReturn; error: string | undefined };

/** A field registered to be checked again as the person corrects it; `trim` trims text on the way in. */
export type BindField<V extends FieldValues> = (name: FieldPath<V>, options?: { trim?: boolean }) => FieldBinding;

/** What a step component needs of the wizard: the form, and its fields bound. */
export type StepWizardForm<V extends FieldValues, Out> = { form: UseFormReturn<V, unknown, Out>; field: BindField<V> };

export type StepWizard<V extends FieldValues, Out, S extends number, R> = {
  form: UseFormReturn<V, unknown, Out>;
  /** The step on screen: 1 until the page has hydrated (the prerendered HTML is step 1). */
  step: S;
  goTo: (step: S) => void;
  back: () => void;
  /** The form's onSubmit: Siguiente on a form step, `send` on the last one. */
  onSubmit: (send: () => void) => (event: FormEvent<HTMLFormElement>) => void;
  /** Before the last step is sent: the earlier steps again (an old draft may fail). Shows the first failing step. */
  failingEarlierStep: () => Promise<number | null>;
  field: BindField<V>;
  /** The 400 of the server, each message at its field and the first field's step on screen. */
  showServerFieldErrors: (fieldErrors: FieldError[]) => void;
  /** The heading of the step, focused when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  initial: WizardState<V, S>;
  paymentReturn: R | null;
};

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The engine of the step-by-step forms (/agendar, /aplicar): one react-hook-form over all steps, a
 * step advances only when its fields validate, the draft and the step survive a reload, a new step is
 * announced by moving focus to its heading, and the way back from the payment provider resumes the
 * step it names. The wizard declares its steps and renders each step's component.
 */
export function useStepWizard<V extends FieldValues, Out, S extends number, R = never>(options: StepWizardOptions<V, Out, S, R>): StepWizard<V, Out, S, R> {
  const { resolver, steps, persist, draftId } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // The provider's way back is read once, with the wizard's way of handling it.
  const [providerReturn] = useState(() => {
    const found = options.paymentReturn?.read(searchParams) ?? null;
    return { paymentReturn: found, handle: options.paymentReturn?.handle };
  });
  const { paymentReturn } = providerReturn;
  const [initial] = useState(() => options.restore(paymentReturn));
  const form = useForm<V, unknown, Out>({ resolver, defaultValues: initial.values as DefaultValues<V> });
  const { register, trigger, getValues, setError, getFieldState, subscribe } = form;
  const errors = form.formState.errors;
  const { step: currentStep, goTo: setStep, moved } = useWizardSteps<S>(initial.step);
  // The prerendered page is step 1 as built: the step this tab kept, or the one of the way back from
  // the provider, shows once hydrated, so that the HTML and the first render in the browser are the
  // same. (Typed values are not in the HTML: the fields get them once hydrated.)
  const step = useHydrated() ? currentStep : (1 as S);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const handledReturn = useRef(false);

  // What was typed and the step survive a reload and any failed request.
  useEffect(() => {
    persist(getValues(), currentStep);
    return subscribe({ formState: { values: true }, callback: ({ values }) => persist(values as V, currentStep) });
  }, [subscribe, getValues, currentStep, persist]);

  // Back from the provider: the wizard tells the server, then the query string goes.
  useEffect(() => {
    if (providerReturn.paymentReturn === null || handledReturn.current) return;
    handledReturn.current = true;
    providerReturn.handle?.(providerReturn.paymentReturn);
    setSearchParams({}, { replace: true });
  }, [providerReturn, setSearchParams]);

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [currentStep, moved]);

  const next = async () => {
    const formStep = steps[currentStep - 1];
    if (!formStep) return;
    const valid = await trigger(formStep.fields as FieldPath<V>[], { shouldFocus: true });
    if (formStep.check && !formStep.check(getValues())) return;
    if (valid) setStep((currentStep + 1) as S);
  };

  const stepOfField = (name: string) => {
    const index = steps.findIndex((formStep) => (formStep.fields as readonly string[]).includes(name));
    return (index === -1 ? steps.length : index + 1) as S;
  };

  return {
    form,
    step,
    goTo: setStep,
    back: () => setStep((current) => (current > 1 ? ((current - 1) as S) : current)),
    onSubmit: (send) => (event) => {
      event.preventDefault();
      if (step < steps.length) void next();
      else if (step === steps.length) send();
    },
    failingEarlierStep: async () => {
      for (const [index, formStep] of steps.slice(0, -1).entries()) {
        if (!(await trigger(formStep.fields as FieldPath<V>[]))) {
          setStep((index + 1) as S);
          return index + 1;
        }
      }
      return null;
    },
    field: (name, { trim: trimmed = false } = {}) => ({
      // Once a field shows a message, it is checked again as the person corrects it.
      registration: register(name, {
        ...(trimmed ? { setValueAs: trim } : {}),
        onChange: () => {
          if (getFieldState(name).error) void trigger(name);
        },
      }),
      error: (get(errors, name) as { message?: string } | undefined)?.message,
    }),
    showServerFieldErrors: (fieldErrors) => {
      const known = fieldErrors.filter(({ field }) => field in initial.values && field !== draftId);
      const first = known[0];
      if (first) setStep(stepOfField(first.field));
      known.forEach(({ field, message }) => setError(field as FieldPath<V>, { type: 'server', message }));
    },
    headingRef,
    initial,
    paymentReturn,
  };
}
