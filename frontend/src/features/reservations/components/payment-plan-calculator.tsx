import { PLAN_TERMS_MONTHS, SHARE_MAX, SHARE_MIN, SHARE_STEP, UNIT_DIALOG_SHARE_CAP, withDownPayment, withFinalPayment, type PlanChoice, type PlanShares } from '@cdm/domain';
import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatPesos } from '@/lib/format';
import { Button } from '@/ui/button';
import { DialogFooter } from '@/ui/dialog';
import { FormField, Input, NativeSelect } from '@/ui/form-field';
import { planChoiceResolver, planFigures } from '../plan-choice';
import { calculatorTexts as t, figuresTexts } from '../texts';
import { PlanFigures } from './plan-figures';
import { StepBody } from './step-body';

type ShareSliderProps = {
  label: string;
  value: number;
  describedBy: string;
  error?: string;
  onChange: (value: number) => void;
};

function ShareSlider({ label, value, describedBy, error, onChange }: ShareSliderProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-zinc-100">
          {label}
        </label>
        <span aria-hidden="true" className="font-display text-lg font-bold text-white tabular-nums">
          {t.shareValue(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={SHARE_MIN}
        max={SHARE_MAX}
        step={SHARE_STEP}
        value={value}
        aria-valuetext={t.shareValue(value)}
        aria-invalid={Boolean(error)}
        aria-describedby={[describedBy, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-race-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SharesBar({ shares }: { shares: PlanShares }) {
  return (
    <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-graphite-700">
      <span className="bg-race-500" style={{ width: `${shares.downPaymentPercent}%` }} />
      <span className="bg-sky-400" style={{ width: `${shares.monthlyPaymentPercent}%` }} />
      <span className="bg-zinc-300" style={{ width: `${shares.finalPaymentPercent}%` }} />
    </div>
  );
}

export type PlanChoiceForm = UseFormReturn<PlanChoice>;

/** The calculator's form over the domain rules of investor-portal.md §5 with the given cap on down + final payment. */
export function usePlanChoiceForm({ initialChoice, today, cap }: { initialChoice: PlanChoice; today: string; cap: number }): PlanChoiceForm {
  const resolver = useMemo(() => planChoiceResolver(() => today, cap), [today, cap]);
  return useForm<PlanChoice>({ defaultValues: initialChoice, resolver, mode: 'onTouched' });
}

export type PlanCalculatorFormProps = {
  form: PlanChoiceForm;
  formId: string;
  priceCentavos: number;
  /** ISO date of today in Mexico City: the down payment may not be earlier. */
  today: string;
  /** Most that down payment and final payment may add up to: 90 in the unit dialog, 100 on the dashboard. */
  cap: number;
  onSubmit: (choice: PlanChoice) => void;
  /** Fields shown above the sliders (the dashboard's product choice). */
  leading?: ReactNode;
  /** Shown under the figures (the dashboard's quotation action). */
  trailing?: ReactNode;
};

/**
 * investor-portal.md §4 "Calculator sliders", §5, §9: down payment and final payment 10–90 in steps of 5, coupled
 * so that together they never pass the cap (the monthly share is the rest); figures recomputed live.
 */
export function PlanCalculatorForm({ form, formId, priceCentavos, today, cap, onSubmit, leading, trailing }: PlanCalculatorFormProps) {
  const capNoteId = `${formId}-cap`;
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = form;
  const [down, final, term] = useWatch({ control, name: ['downPaymentPercent', 'finalPaymentPercent', 'termMonths'] });
  const shares: PlanShares = { downPaymentPercent: down, finalPaymentPercent: final, monthlyPaymentPercent: 100 - down - final };
  const figures = planFigures(priceCentavos, { downPaymentPercent: down, finalPaymentPercent: final, termMonths: term });

  const applyShares = (next: PlanShares) => {
    setValue('downPaymentPercent', next.downPaymentPercent, { shouldDirty: true, shouldValidate: Boolean(errors.downPaymentPercent) });
    setValue('finalPaymentPercent', next.finalPaymentPercent, { shouldDirty: true, shouldValidate: Boolean(errors.finalPaymentPercent) });
  };

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-5">
        {leading}
        <ShareSlider
          label={t.downPayment}
          value={down}
          describedBy={capNoteId}
          error={errors.downPaymentPercent?.message}
          onChange={(value) => applyShares(withDownPayment(value, shares, cap))}
        />
        <ShareSlider
          label={t.finalPayment}
          value={final}
          describedBy={capNoteId}
          error={errors.finalPaymentPercent?.message}
          onChange={(value) => applyShares(withFinalPayment(value, shares, cap))}
        />
        <div className="grid gap-2">
          <p className="flex items-baseline justify-between text-sm font-semibold text-zinc-100">
            <span>{t.monthlyShare}</span>
            <span data-testid="monthly-share" className="font-display text-lg font-bold text-white tabular-nums">
              {t.shareValue(shares.monthlyPaymentPercent)}
            </span>
          </p>
          <SharesBar shares={shares} />
          <p id={capNoteId} className="text-xs text-zinc-300">
            {t.capNote(cap)}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.term} error={errors.termMonths?.message}>
            {(fieldControl) => (
              <NativeSelect {...fieldControl} {...register('termMonths', { valueAsNumber: true })}>
                {PLAN_TERMS_MONTHS.map((months) => (
                  <option key={months} value={months}>
                    {t.termOption(months)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t.paymentDay} hint={t.paymentDayHint} error={errors.paymentDay?.message}>
            {(fieldControl) => (
              <Input {...fieldControl} {...register('paymentDay', { valueAsNumber: true })} type="number" inputMode="numeric" min={1} max={31} step={1} />
            )}
          </FormField>
        </div>
        <FormField label={t.downPaymentDate} error={errors.downPaymentScheduledDate?.message}>
          {(fieldControl) => <Input {...fieldControl} {...register('downPaymentScheduledDate')} type="date" min={today} />}
        </FormField>
      </div>
      <div className="grid content-start gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{t.figuresHeading}</h3>
        <PlanFigures figures={figures} />
        {/* One short sentence for screen readers when a slider changes the figures. */}
        <p aria-live="polite" className="sr-only">
          {`${figuresTexts.monthly(figures.monthlyPaymentPercent, figures.termMonths)} ${formatPesos(figures.monthlyPaymentCentavos)}. ${figuresTexts.totalPayment}: ${formatPesos(figures.totalPaymentCentavos)}.`}
        </p>
        {trailing}
      </div>
    </form>
  );
}

export type PaymentPlanCalculatorProps = {
  priceCentavos: number;
  initialChoice: PlanChoice;
  /** ISO date of today in Mexico City: the down payment may not be earlier. */
  today: string;
  backLabel: string;
  onBack: (choice: PlanChoice) => void;
  onReview: (choice: PlanChoice) => void;
  title: string;
  /** The unit dialog keeps at least 10 % in monthly payments (investor-portal.md §9): 90 unless told otherwise. */
  cap?: number;
};

/** The calculator screen of the unit dialog: the form, then Back and 'Ver resumen'. */
export function PaymentPlanCalculator({ priceCentavos, initialChoice, today, backLabel, onBack, onReview, title, cap = UNIT_DIALOG_SHARE_CAP }: PaymentPlanCalculatorProps) {
  const formId = useId();
  const form = usePlanChoiceForm({ initialChoice, today, cap });

  return (
    <>
      <StepBody label={title}>
        <PlanCalculatorForm form={form} formId={formId} priceCentavos={priceCentavos} today={today} cap={cap} onSubmit={onReview} />
      </StepBody>
      <DialogFooter>
        <Button variant="outline" onClick={() => onBack(form.getValues())}>
          {backLabel}
        </Button>
        <Button type="submit" form={formId}>
          {t.review}
        </Button>
      </DialogFooter>
    </>
  );
}
