import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { ConfirmSimulatedCardDto } from '@cdm/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
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

  const fail = (error: ApiError) => {
    const fieldErrors = error.fieldErrors.filter(({ field }) => isCardField(field));
    fieldErrors.forEach(({ field, message }, index) => setError(field as CardField, { type: 'server', message }, { shouldFocus: index === 0 }));
    // A declined card and refused fields carry the provider's own words; anything else gets the generic one.
    onFailed(error.status === 400 || error.status === 402 ? error.message : t.failedFallback);
  };

  const onSubmit = handleSubmit(async (values) => {
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
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={working} className="grid gap-5">
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
          {(control) => (
            <Input {...control} {...register('expiry')} inputMode="numeric" autoComplete="cc-exp" maxLength={7} aria-required="true" placeholder={t.placeholders.expiry} />
          )}
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
        <Button type="submit" size="lg" disabled={working} aria-busy={working} className="sm:min-w-52">
          {working ? <Spinner /> : null}
          {working ? t.processing : submitLabel}
        </Button>
      </div>
    </form>
  );
}
