import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { ConfirmSimulatedCardDto } from '@cdm/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { asApiError, type ApiError } from '../api-client';
import { formatPesos } from '../format';
import { Button } from '@/ui/button';
import { FormField, Input } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import type { CardPaymentProps } from './types';
import { confirmSimulatedCard } from './payments-api';
import { cardPaymentTexts as t } from './texts';

const resolver = classValidatorResolver(ConfirmSimulatedCardDto);
const cardFields = ['cardNumber', 'expiry', 'cvc'] as const;
type CardField = (typeof cardFields)[number];

const isCardField = (field: string): field is CardField => (cardFields as readonly string[]).includes(field);

/** The expiry as typed, with the slash added when the person types only digits ("1230" → "12/30"). */
export function formatCardExpiry(typed: string): string {
  if (typed.includes('/')) return typed.replace(/[^\d/ ]/g, '');
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function TestModeBanner() {
  return (
    <div role="note" aria-labelledby="test-mode-title" className="rounded-lg border border-amber-400/50 bg-amber-500/10 px-4 py-3 text-sm text-amber-100">
      <p id="test-mode-title" className="font-display text-base font-bold tracking-wide text-amber-200 uppercase">
        {t.testMode.title}
      </p>
      <p className="mt-1">{t.testMode.description}</p>
      <ul className="mt-2 grid gap-1">
        {t.testMode.cards.map((card) => (
          <li key={card.number}>
            <code className="font-semibold text-white">{card.number}</code> — {card.result}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The simulated provider's card form: clearly a test, validated with the API's own DTO. */
export function SimulatedCardForm({ clientSecret, amountCentavos, submitLabel, onSucceeded, onFailed, busy = false, secondaryAction }: CardPaymentProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmSimulatedCardDto>({ resolver, defaultValues: { clientSecret, cardNumber: '', expiry: '', cvc: '' } });
  const confirm = useMutation({ mutationKey: ['payments', 'simulated-confirm'], mutationFn: confirmSimulatedCard });
  const [finishing, setFinishing] = useState(false);
  const working = confirm.isPending || finishing || busy;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);

  // The pay button is disabled while the payment runs, which drops its focus to <body>: after a
  // refusal that names no field (a declined card) focus goes back to it, on the form.
  const focusSubmitIfLost = () => {
    const button = submitRef.current;
    if (!button || button.disabled) return false;
    if (!formRef.current?.contains(document.activeElement)) button.focus();
    return true;
  };
  useEffect(() => {
    if (working || !refocusSubmit.current) return;
    refocusSubmit.current = !focusSubmitIfLost();
  }, [working]);

  const fail = (error: ApiError) => {
    const fieldErrors = error.fieldErrors.filter(({ field }) => isCardField(field));
    fieldErrors.forEach(({ field, message }, index) => setError(field as CardField, { type: 'server', message }, { shouldFocus: index === 0 }));
    // Still disabled until the next render: the effect above does it then.
    if (fieldErrors.length === 0) refocusSubmit.current = !focusSubmitIfLost();
    // A declined card and refused fields carry the provider's own words; anything else gets the generic one.
    onFailed(error.status === 400 || error.status === 402 ? error.message : t.failedFallback);
  };

  // Made on submit, not during render (the callback reaches refs).
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (values) => {
      if (working) return;
      try {
        await confirm.mutateAsync(values);
      } catch (cause) {
        fail(asApiError(cause));
        return;
      }
      setFinishing(true);
      try {
        await onSucceeded();
      } finally {
        setFinishing(false);
      }
    })(event);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={working} className="grid gap-5">
      <TestModeBanner />
      {errors.clientSecret?.message ? (
        <p role="alert" className="text-sm font-medium text-race-300">
          {errors.clientSecret.message}
        </p>
      ) : null}
      <FormField label={t.fields.cardNumber} error={errors.cardNumber?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={19}
            aria-required="true"
            placeholder={t.placeholders.cardNumber}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t.fields.expiry} error={errors.expiry?.message}>
          {(control) => {
            // Registered here, in the order of the fields: the first one in error gets the focus.
            const expiry = register('expiry');
            return (
              <Input
                {...control}
                {...expiry}
                onChange={(event) => {
                  event.target.value = formatCardExpiry(event.target.value);
                  return expiry.onChange(event);
                }}
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={7}
                aria-required="true"
                placeholder={t.placeholders.expiry}
              />
            );
          }}
        </FormField>
        <FormField label={t.fields.cvc} error={errors.cvc?.message}>
          {(control) => (
            <Input {...control} {...register('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} aria-required="true" placeholder={t.placeholders.cvc} />
          )}
        </FormField>
      </div>
      <p className="text-sm text-zinc-300">
        {t.amount}: <strong className="text-white">{formatPesos(amountCentavos)}</strong>
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {secondaryAction}
        <Button ref={submitRef} type="submit" size="lg" disabled={working} aria-busy={working} className="sm:min-w-52">
          {working ? <Spinner /> : null}
          {working ? t.processing : submitLabel}
        </Button>
      </div>
    </form>
  );
}
