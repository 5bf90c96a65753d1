import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import {
  BOOKING_EMAIL_PATTERN,
  BOOKING_INVESTMENT_RANGES,
  BOOKING_MESSAGES as m,
  BOOKING_PRODUCTS,
  PresentationBookingFieldsDto,
  type CreateSchedulePaymentIntentResponse,
  type FieldError,
} from '@cdm/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { CardPayment } from '@/lib/payments/card-payment';
import { usePublicSettings } from '@/lib/public-settings';
import { useHydrated } from '@/lib/use-hydrated';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox, CheckboxGroupField, FormField, Input, NativeSelect } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { CheckboxOptions, SelectOptions } from '@/ui/option-fields';
import { notify } from '@/ui/toaster';
import { WizardNavigation } from '@/ui/wizard-navigation';
import { useCreateSchedulePaymentIntent, useSchedulePresentation } from '../api/presentation-booking';
import {
  clearSavedBooking,
  newBookingId,
  readSavedBooking,
  saveBooking,
  type BookingFormValues,
  type BookingStep,
  type SavedBooking,
} from '../booking-storage';
import { bookingTexts as t, schedulingServiceName } from '../texts';
import { BookingProgress } from './booking-progress';
import { BookingShell } from './booking-shell';

/** Time between the success toast and the way back to '/' (spec public-site §2.4). */
export const BOOKING_REDIRECT_DELAY_MS = 2000;

// The API's own class, so that the browser and the server give the same Spanish messages.
// The select holds '' until a range is chosen, which the DTO type does not allow but rejects.
const resolver = classValidatorResolver(PresentationBookingFieldsDto) as Resolver<BookingFormValues, unknown, PresentationBookingFieldsDto>;

type FieldName = keyof BookingFormValues;

const FIELDS_BY_STEP: Record<1 | 2 | 3, FieldName[]> = {
  1: ['name', 'email', 'phone'],
  2: ['investmentRange', 'productsOfInterest', 'additionalInfo'],
  3: ['acceptTerms'],
};

function stepOfField(field: string): BookingStep {
  if ((FIELDS_BY_STEP[1] as string[]).includes(field)) return 1;
  if ((FIELDS_BY_STEP[2] as string[]).includes(field)) return 2;
  return 3;
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Every field of the booking as the API takes it. */
function toFields(values: BookingFormValues): PresentationBookingFieldsDto {
  return {
    bookingId: values.bookingId,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    investmentRange: values.investmentRange as PresentationBookingFieldsDto['investmentRange'],
    productsOfInterest: values.productsOfInterest,
    additionalInfo: values.additionalInfo.trim(),
    acceptTerms: true,
  };
}

/** A reload on the card step starts again at the summary: the card form needs a fresh intent. */
function initialBooking(): SavedBooking {
  const saved = readSavedBooking();
  if (saved.paid) return { ...saved, step: 4 };
  return saved.step === 4 ? { ...saved, step: 3 } : saved;
}

function StepHeading({ step, headingRef }: { step: BookingStep; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div>
      <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold tracking-tight text-white uppercase focus:outline-none sm:text-3xl">
        {t.steps[step - 1]}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{t.stepDescriptions[step - 1]}</p>
    </div>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-graphite-700 py-2.5 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-300">{label}</dt>
      <dd className="text-sm font-semibold break-words text-white">{children}</dd>
    </div>
  );
}

function DepositNotice() {
  const settings = usePublicSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="text-sm text-zinc-300">
        {t.depositLoading}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-race-300">
        {t.depositError}
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return <p className="text-sm text-zinc-200">{t.depositNotice(formatPesos(settings.data.bookingDepositCentavos))}</p>;
}

function SuccessPanel({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <div role="status" className="grid gap-4">
      <p className="text-lg font-semibold text-white">{t.successHeading}</p>
      <p className="text-sm text-zinc-200">
        {m.success.description} {schedulingServiceName(schedulingUrl)}.
      </p>
      <a href={schedulingUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ size: 'lg', className: 'w-full sm:w-auto' })}>
        {t.successLink}
      </a>
      <p className="text-sm text-zinc-300">{t.successRedirect}</p>
    </div>
  );
}

/** /agendar (spec public-site §2.4): four steps, then the card guarantee deposit. */
export function PresentationBookingPage() {
  const [initial] = useState(initialBooking);
  const {
    register,
    control,
    trigger,
    getValues,
    setValue,
    setError,
    getFieldState,
    subscribe,
    formState: { errors },
  } = useForm<BookingFormValues, unknown, PresentationBookingFieldsDto>({ resolver, defaultValues: initial.values });
  const [currentStep, setStep] = useState<BookingStep>(initial.step);
  // The prerendered page (issue 18) is step 1 as built: the step this tab kept shows once hydrated,
  // so that the HTML and the first render in the browser are the same. (Its typed values are not in
  // the HTML: the fields get them from the form once hydrated.)
  const step = useHydrated() ? currentStep : 1;
  const [paid, setPaid] = useState(initial.paid);
  const [intent, setIntent] = useState<CreateSchedulePaymentIntentResponse | null>(null);
  const [finished, setFinished] = useState<{ schedulingUrl: string } | null>(null);
  const settings = usePublicSettings();
  const createIntent = useCreateSchedulePaymentIntent();
  const schedule = useSchedulePresentation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const acceptTerms = useWatch({ control, name: 'acceptTerms' });
  const productsCount = useWatch({ control, name: 'productsOfInterest' }).length;
  const termsErrorId = useId();

  // What was typed, the step and the paid flag survive a reload and any failed request.
  useEffect(() => {
    if (finished) return;
    saveBooking({ values: getValues(), step: currentStep, paid });
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveBooking({ values, step: currentStep, paid }) });
  }, [subscribe, getValues, currentStep, paid, finished]);

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [currentStep]);

  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => navigate('/'), BOOKING_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  // Once a field shows a message, it is checked again as the person corrects it.
  const recheck = (field: FieldName) => ({
    onChange: () => {
      if (getFieldState(field).error) void trigger(field);
    },
  });

  const showServerFieldErrors = (fieldErrors: FieldError[]) => {
    const known = fieldErrors.filter(({ field }) => field in initial.values && field !== 'bookingId');
    const first = known[0];
    if (first) setStep(stepOfField(first.field));
    known.forEach(({ field, message }) => setError(field as FieldName, { type: 'server', message }));
  };

  const nextFromStepOne = async () => {
    const valid = await trigger(FIELDS_BY_STEP[1], { shouldFocus: true });
    const { name, email, phone } = getValues();
    if (!name.trim() || !email.trim() || !phone.trim()) return notify.error(m.stepOneRequired.title, m.stepOneRequired.description);
    if (!BOOKING_EMAIL_PATTERN.test(email.trim())) return notify.error(m.emailInvalid.title, m.emailInvalid.description);
    if (valid) setStep(2);
  };

  const nextFromStepTwo = async () => {
    const valid = await trigger(FIELDS_BY_STEP[2], { shouldFocus: true });
    const { investmentRange, productsOfInterest } = getValues();
    if (!investmentRange || productsOfInterest.length === 0) return notify.error(m.stepTwoRequired.title, m.stepTwoRequired.description);
    if (valid) setStep(3);
  };

  const continueToPayment = async (retryWithNewId = true) => {
    if (createIntent.isPending && retryWithNewId) return;
    if (!getValues('acceptTerms')) {
      setError('acceptTerms', { type: 'required', message: m.acceptTerms }, { shouldFocus: true });
      return notify.error(m.termsRequired.title, m.termsRequired.description);
    }
    // Steps 1 and 2 were checked on the way; only an old saved booking can fail here.
    for (const earlier of [1, 2] as const) {
      if (!(await trigger(FIELDS_BY_STEP[earlier]))) {
        setStep(earlier);
        const message = earlier === 1 ? m.stepOneRequired : m.stepTwoRequired;
        return notify.error(message.title, message.description);
      }
    }
    // The spec sends the amount; the server charges its own setting whatever this says.
    const amount = settings.data ? settings.data.bookingDepositCentavos / 100 : undefined;
    createIntent.mutate(
      { ...toFields(getValues()), ...(amount === undefined ? {} : { amount }) },
      {
        onSuccess: (created) => {
          setIntent(created);
          setStep(4);
        },
        onError: (cause) => {
          const error = asApiError(cause);
          // Paid already (another tab, or a reload after the card step): only the information is missing.
          if (error.code === 'booking_already_paid') {
            setPaid(true);
            setStep(4);
            return;
          }
          // The id already belongs to a booking with another name or email (the server never rewrites
          // those): this becomes a booking of its own, with what was typed kept.
          if (error.code === 'booking_id_taken' && retryWithNewId) {
            setValue('bookingId', newBookingId());
            void continueToPayment(false);
            return;
          }
          if (error.status === 429) return notify.error(m.intentFailed.title, error.message);
          notify.error(m.intentFailed.title, m.intentFailed.description);
          if (error.status === 400) showServerFieldErrors(error.fieldErrors);
        },
      },
    );
  };

  const submitInformation = async () => {
    try {
      const answer = await schedule.mutateAsync(toFields(getValues()));
      if (!answer.ok) {
        notify.error(m.submissionFailed.title, m.submissionFailed.description);
        return;
      }
      clearSavedBooking();
      setFinished({ schedulingUrl: answer.schedulingUrl });
      notify.success(m.success.title, `${m.success.description} ${schedulingServiceName(answer.schedulingUrl)}`);
      window.open(answer.schedulingUrl, '_blank', 'noopener');
    } catch (cause) {
      const error = asApiError(cause);
      notify.error(m.submissionFailed.title, error.status === 429 ? error.message : m.submissionFailed.description);
    }
  };

  const onCardSucceeded = async () => {
    setPaid(true);
    await submitInformation();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) void nextFromStepOne();
    else if (step === 2) void nextFromStepTwo();
    else if (step === 3) void continueToPayment();
  };

  const back = () => setStep((current) => (current > 1 ? ((current - 1) as BookingStep) : current));
  const previousButton = (
    <Button variant="outline" size="lg" onClick={back} disabled={schedule.isPending}>
      {t.previous}
    </Button>
  );
  const values = getValues();
  const rangeLabel = BOOKING_INVESTMENT_RANGES.find((option) => option.value === values.investmentRange)?.label ?? '';

  return (
    <BookingShell>
      <h1 className="font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase sm:text-4xl">{t.title}</h1>
      <p className="mt-3 text-base text-zinc-300">{t.lead}</p>

      <BookingProgress step={step} />

      <Card aria-labelledby="booking-step-heading" className="mt-6 p-5 sm:p-8">
        <StepHeading step={step} headingRef={headingRef} />

        {step < 4 ? (
          <form noValidate onSubmit={onSubmit} aria-busy={createIntent.isPending} className="mt-6 grid gap-5">
            {step === 1 ? (
              <>
                <FormField label={t.fields.name} error={errors.name?.message}>
                  {(fieldControl) => (
                    <Input
                      {...fieldControl}
                      {...register('name', { setValueAs: trim, ...recheck('name') })}
                      type="text"
                      autoComplete="name"
                      aria-required="true"
                      placeholder={t.placeholders.name}
                    />
                  )}
                </FormField>
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label={t.fields.email} error={errors.email?.message}>
                    {(fieldControl) => (
                      <Input
                        {...fieldControl}
                        {...register('email', { setValueAs: trim, ...recheck('email') })}
                        type="email"
                        autoComplete="email"
                        inputMode="email"
                        aria-required="true"
                        placeholder={t.placeholders.email}
                      />
                    )}
                  </FormField>
                  <FormField label={t.fields.phone} error={errors.phone?.message}>
                    {(fieldControl) => (
                      <Input
                        {...fieldControl}
                        {...register('phone', { setValueAs: trim, ...recheck('phone') })}
                        type="tel"
                        autoComplete="tel"
                        aria-required="true"
                        placeholder={t.placeholders.phone}
                      />
                    )}
                  </FormField>
                </div>
              </>
            ) : null}

            {step === 2 ? (
              <>
                <FormField label={t.fields.investmentRange} error={errors.investmentRange?.message}>
                  {(fieldControl) => (
                    <NativeSelect {...fieldControl} {...register('investmentRange', recheck('investmentRange'))} aria-required="true">
                      <SelectOptions placeholder={t.selectPlaceholder} options={BOOKING_INVESTMENT_RANGES} />
                    </NativeSelect>
                  )}
                </FormField>
                <CheckboxGroupField legend={t.fields.productsOfInterest} error={errors.productsOfInterest?.message}>
                  {(groupControl) => (
                    <CheckboxOptions
                      options={BOOKING_PRODUCTS}
                      invalid={groupControl['aria-invalid']}
                      {...register('productsOfInterest', recheck('productsOfInterest'))}
                    />
                  )}
                </CheckboxGroupField>
                <FormField label={t.fields.additionalInfo} hint={t.optional} error={errors.additionalInfo?.message}>
                  {(fieldControl) => (
                    <textarea
                      {...fieldControl}
                      {...register('additionalInfo', recheck('additionalInfo'))}
                      rows={4}
                      maxLength={2000}
                      placeholder={t.placeholders.additionalInfo}
                      className="block w-full rounded-md border border-graphite-600 bg-graphite-800 px-3 py-2.5 text-base text-white placeholder:text-zinc-400 focus-visible:border-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white aria-invalid:border-race-400"
                    />
                  )}
                </FormField>
              </>
            ) : null}

            {step === 3 ? (
              <>
                <section aria-labelledby="booking-summary-heading">
                  <h3 id="booking-summary-heading" className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
                    {t.summaryHeading}
                  </h3>
                  <dl className="mt-2 rounded-lg border border-graphite-700 bg-graphite-800/60 px-4">
                    <SummaryRow label={t.summary.name}>{values.name}</SummaryRow>
                    <SummaryRow label={t.summary.email}>{values.email}</SummaryRow>
                    <SummaryRow label={t.summary.phone}>{values.phone}</SummaryRow>
                    <SummaryRow label={t.summary.investmentRange}>{rangeLabel}</SummaryRow>
                    <SummaryRow label={t.summary.products}>{t.productsSelected(productsCount)}</SummaryRow>
                  </dl>
                </section>
                <div>
                  <Checkbox
                    label={m.terms}
                    aria-invalid={Boolean(errors.acceptTerms)}
                    aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
                    {...register('acceptTerms', recheck('acceptTerms'))}
                  />
                  {errors.acceptTerms?.message ? (
                    <p id={termsErrorId} className="mt-1.5 text-sm font-medium text-race-300">
                      {errors.acceptTerms.message}
                    </p>
                  ) : null}
                </div>
                <DepositNotice />
              </>
            ) : null}

            <WizardNavigation
              canGoBack={step > 1}
              onBack={back}
              isLastStep={step === 3}
              busy={createIntent.isPending}
              submitting={createIntent.isPending}
              canSubmit={acceptTerms}
              previousLabel={t.previous}
              nextLabel={t.next}
              submitLabel={t.continueToPayment}
              submittingLabel={t.creatingPayment}
              blockedHint={t.termsDisabledHint}
            />
          </form>
        ) : null}

        {step === 4 ? (
          <div className="mt-6 grid gap-6">
            {finished ? (
              <SuccessPanel schedulingUrl={finished.schedulingUrl} />
            ) : (
              <>
                <div className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-4">
                  <p className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{t.depositAmountLabel}</p>
                  <p className="mt-1 font-display text-3xl font-bold text-white">
                    {formatPesos(intent?.amountCentavos ?? settings.data?.bookingDepositCentavos)}
                  </p>
                  <p className="mt-1 text-sm text-zinc-300">{t.depositRefundable}</p>
                </div>
                {paid ? (
                  <div className="grid gap-4">
                    <div role="status" className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100">
                      <p className="font-semibold text-white">{t.paidHeading}</p>
                      <p className="mt-1">{t.paidDescription}</p>
                    </div>
                    <div className="flex justify-end">
                      <Button size="lg" onClick={() => void submitInformation()} disabled={schedule.isPending} aria-busy={schedule.isPending}>
                        {schedule.isPending ? <Spinner /> : null}
                        {schedule.isPending ? t.submitting : t.retrySubmit}
                      </Button>
                    </div>
                  </div>
                ) : intent ? (
                  <CardPayment
                    clientSecret={intent.clientSecret}
                    amountCentavos={intent.amountCentavos}
                    returnUrl={`${window.location.origin}/agendar-confirmacion?reserva=${encodeURIComponent(intent.bookingId)}`}
                    submitLabel={t.confirmDeposit}
                    onSucceeded={onCardSucceeded}
                    onFailed={(message) => notify.error(m.paymentFailed.title, message || m.paymentFailed.fallback)}
                    busy={schedule.isPending}
                    secondaryAction={previousButton}
                  />
                ) : null}
              </>
            )}
          </div>
        ) : null}
      </Card>
    </BookingShell>
  );
}
