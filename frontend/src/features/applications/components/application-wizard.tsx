import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import {
  APPLICATION_EMAIL_PATTERN,
  APPLICATION_INVESTMENT_RANGES,
  APPLICATION_MESSAGES as m,
  APPLICATION_PRODUCTS,
  InvestorApplicationDto,
  type FieldError,
  type InvestorApplicationResponse,
} from '@cdm/contracts';
import { normalizeEmail, oneTimeLinkLifetimeLabel } from '@cdm/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { CardPayment } from '@/lib/payments/card-payment';
import { usePublicSettings } from '@/lib/public-settings';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox, CheckboxGroupField, FormField, Input, NativeSelect } from '@/ui/form-field';
import { CheckboxOptions, SelectOptions } from '@/ui/option-fields';
import { notify } from '@/ui/toaster';
import { WizardNavigation } from '@/ui/wizard-navigation';
import { reportPaymentSuccess, useSubmitApplication } from '../api/submit-application';
import {
  clearSavedApplication,
  isApplicationId,
  newApplicationId,
  readSavedApplication,
  saveApplication,
  saveCompletedApplication,
  type ApplicationFormValues,
  type ApplicationStep,
  type SavedApplication,
} from '../application-storage';
import { applicationTexts as t } from '../texts';
import { ApplicationProgress } from './application-progress';
import { ApplicationShell } from './application-shell';
import { DataRoomLink, openDataRoom } from '@/lib/data-room';
import { ReferralCodeStatus, useReferralCheck, type ReferralCheck } from './referral-code-status';

// The API's own class, so that the browser and the server give the same Spanish messages.
// The select holds '' until a range is chosen, which the DTO type does not allow but rejects.
const resolver = classValidatorResolver(InvestorApplicationDto) as Resolver<ApplicationFormValues, unknown, InvestorApplicationDto>;

type FieldName = keyof ApplicationFormValues;

const FIELDS_BY_STEP: Record<1 | 2 | 3, FieldName[]> = {
  1: ['name', 'email', 'phone', 'linkedin', 'instagram', 'facebook'],
  2: ['investmentRange', 'productsOfInterest', 'previousExperience', 'referredBy', 'referralCode', 'additionalInfo'],
  3: ['acceptTerms', 'acceptRisks'],
};

function stepOfField(field: string): 1 | 2 | 3 {
  if ((FIELDS_BY_STEP[1] as string[]).includes(field)) return 1;
  if ((FIELDS_BY_STEP[2] as string[]).includes(field)) return 2;
  return 3;
}

const OPTIONAL_FIELDS = ['linkedin', 'instagram', 'facebook', 'previousExperience', 'referredBy', 'referralCode', 'additionalInfo'] as const;

/** Exactly the fields of the DTO (the API refuses any other), optional ones only when filled in. */
export function toApplicationDto(values: ApplicationFormValues): InvestorApplicationDto {
  const optional: Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>> = {};
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value !== '') optional[field] = value;
  }
  return {
    applicationId: values.applicationId,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    investmentRange: values.investmentRange as InvestorApplicationDto['investmentRange'],
    productsOfInterest: values.productsOfInterest,
    ...optional,
    acceptTerms: values.acceptTerms,
    acceptRisks: values.acceptRisks,
  };
}

type PaymentReturn = { applicationId: string; failed: boolean } | null;

/** ?payment=success&applicationId=… is the way back from the provider (spec §2.1). */
function paymentReturnOf(searchParams: URLSearchParams): PaymentReturn {
  const applicationId = searchParams.get('applicationId');
  if (searchParams.get('payment') !== 'success' || !isApplicationId(applicationId)) return null;
  // Stripe adds redirect_status to the return URL; 'failed' means the bank refused the card.
  return { applicationId, failed: searchParams.get('redirect_status') === 'failed' };
}

/** A reload on the card step starts again at the summary: the card form needs the intent again. */
function initialApplication(paymentReturn: PaymentReturn): SavedApplication {
  const saved = readSavedApplication();
  if (paymentReturn && !paymentReturn.failed) return { ...saved, step: 5, values: { ...saved.values, applicationId: paymentReturn.applicationId } };
  if (paymentReturn?.failed) return { ...saved, step: 3 };
  return saved.step === 4 ? { ...saved, step: 3 } : saved;
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const textareaClassName =
  'block w-full rounded-md border border-graphite-600 bg-graphite-800 px-3 py-2.5 text-base text-white placeholder:text-zinc-400 focus-visible:border-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white aria-invalid:border-race-400';

function StepHeading({ step, headingRef }: { step: ApplicationStep; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div>
      <h2 id="application-step-heading" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold tracking-tight text-white uppercase focus:outline-none sm:text-3xl">
        {t.steps[step - 1]}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{t.stepDescriptions[step - 1]}</p>
    </div>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-graphite-700 py-2.5 last:border-b-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-300">{label}</dt>
      <dd className="text-sm font-semibold break-words whitespace-pre-wrap text-white">{children}</dd>
    </div>
  );
}

/** What step 3 says about the deposit: none with a valid referral code, else the live amount. */
function DepositNotice({ referral }: { referral: ReferralCheck }) {
  const settings = usePublicSettings();
  if (referral.status === 'valid') {
    return (
      <div role="note" aria-labelledby="direct-access-title" className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100">
        <p id="direct-access-title" className="font-semibold text-white">
          {t.directAccessTitle}
        </p>
        <p className="mt-1">{t.directAccess(referral.ownerName)}</p>
      </div>
    );
  }
  if (settings.isPending) return <p className="text-sm text-zinc-300">{t.depositLoading}</p>;
  const amount = formatPesos(settings.data?.applicationDepositCentavos);
  return <p className="text-sm text-zinc-200">{amount ? t.depositNotice(amount) : t.depositNoticeGeneric}</p>;
}

/** Step 5 after direct access: the set-up link went to the email typed; nothing here signs in. */
function CheckInboxPanel({ email }: { email: string }) {
  return (
    <div role="status" className="mt-6 grid gap-4">
      <p className="text-lg font-semibold text-white">{t.checkInbox.title}</p>
      <p className="text-sm text-zinc-200">{t.checkInbox.sent(email)}</p>
      <p className="text-sm text-zinc-300">{t.checkInbox.expiry(oneTimeLinkLifetimeLabel())}</p>
      <p className="text-sm text-zinc-300">{t.checkInbox.existing}</p>
      <Link to="/" className={buttonClassName({ size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}>
        {t.done.home}
      </Link>
    </div>
  );
}

function CompletedPanel({ canSeeDataRoom }: { canSeeDataRoom: boolean }) {
  return (
    <div role="status" className="mt-6 grid gap-4">
      <p className="text-lg font-semibold text-white">{t.done.title}</p>
      <p className="text-sm text-zinc-200">{t.done.review}</p>
      <p className="text-sm text-zinc-200">{t.done.email}</p>
      <p className="text-sm text-zinc-300">{t.done.deposit}</p>
      {/* The data room is for investor accounts: an applicant without one learns how they will get in. */}
      {canSeeDataRoom ? <DataRoomLink label={t.done.dataRoom} hint={t.done.dataRoomHint} /> : <p className="text-sm text-zinc-200">{t.done.dataRoomLater}</p>}
      <Link to="/" className={buttonClassName({ size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}>
        {t.done.home}
      </Link>
    </div>
  );
}

export type ApplicationWizardProps = {
  /** The person is signed in with an investor account, which may open the data room after paying. */
  canSeeDataRoom?: boolean;
  /** The wizard reached the payment or its end: the app layer may now ask who is signed in. */
  onPaymentStep?: () => void;
};

type Intent = { applicationId: string; clientSecret: string; depositCentavos: number };

/**
 * /aplicar (spec investor-portal §2.1): five steps, the card deposit waived by a valid referral code.
 * Direct access signs no one in (issue 17): the set-up link goes to the email typed, and following it
 * signs in and opens the dashboard with the password set-up.
 */
export function ApplicationWizard({ canSeeDataRoom = false, onPaymentStep }: ApplicationWizardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [paymentReturn] = useState(() => paymentReturnOf(searchParams));
  const [initial] = useState(() => initialApplication(paymentReturn));
  const {
    register,
    control,
    trigger,
    getValues,
    setError,
    setValue,
    clearErrors,
    setFocus,
    getFieldState,
    subscribe,
    formState: { errors },
  } = useForm<ApplicationFormValues, unknown, InvestorApplicationDto>({ resolver, defaultValues: initial.values });
  const [currentStep, setStep] = useState<ApplicationStep>(initial.step);
  // The prerendered page (issue 18) is step 1 as built: the step this tab kept, or the one of the way
  // back from the provider, shows once hydrated, so that the HTML and the first render in the
  // browser are the same. (Typed values are not in the HTML: the fields get them once hydrated.)
  const step = useHydrated() ? currentStep : 1;
  const [intent, setIntent] = useState<Intent | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState(initial.submittedEmail);
  // The address the set-up link went to, after a direct access.
  const [directAccessEmail, setDirectAccessEmail] = useState<string | null>(null);
  const [inReview, setInReview] = useState<string | null>(null);
  const settings = usePublicSettings();
  const submit = useSubmitApplication();
  const referral = useReferralCheck();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const handledReturn = useRef(false);
  const acceptTerms = useWatch({ control, name: 'acceptTerms' });
  const acceptRisks = useWatch({ control, name: 'acceptRisks' });
  const accepted = acceptTerms && acceptRisks;

  // Whether the data room may open is known before the pay button is pressed (a pop-up needs the click).
  useEffect(() => {
    if (step >= 4) onPaymentStep?.();
  }, [step, onPaymentStep]);
  const referralStatusId = useId();
  const termsErrorId = useId();
  const risksErrorId = useId();
  const { validate: validateReferral } = referral;

  // What was typed and the step survive a reload and any failed request; the finished step keeps no personal data.
  useEffect(() => {
    if (currentStep === 5) return;
    saveApplication({ values: getValues(), step: currentStep, submittedEmail });
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveApplication({ values, step: currentStep, submittedEmail }) });
  }, [subscribe, getValues, currentStep, submittedEmail]);

  // Back from the provider: tell the server to check the deposit, then drop the query string.
  useEffect(() => {
    if (!paymentReturn || handledReturn.current) return;
    handledReturn.current = true;
    if (paymentReturn.failed) notify.error(t.paymentFailedTitle, m.unexpectedError);
    else {
      saveCompletedApplication(paymentReturn.applicationId);
      reportPaymentSuccess(paymentReturn.applicationId);
    }
    setSearchParams({}, { replace: true });
  }, [paymentReturn, setSearchParams]);

  // A code restored from a reload is checked again, so that its result shows.
  useEffect(() => {
    const code = getValues('referralCode');
    if (initial.step < 5 && code.trim() !== '') void validateReferral(code);
  }, [getValues, initial.step, validateReferral]);

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [currentStep]);

  // Once a field shows a message, it is checked again as the person corrects it.
  const recheck = (field: FieldName) => ({
    onChange: () => {
      if (getFieldState(field).error) void trigger(field);
    },
  });

  const showServerFieldErrors = (fieldErrors: FieldError[]) => {
    const known = fieldErrors.filter(({ field }) => field in initial.values && field !== 'applicationId');
    const first = known[0];
    if (first) setStep(stepOfField(first.field));
    known.forEach(({ field, message }) => setError(field as FieldName, { type: 'server', message }));
  };

  const nextFromStepOne = async () => {
    const valid = await trigger(FIELDS_BY_STEP[1], { shouldFocus: true });
    const { name, email, phone } = getValues();
    if (!name.trim() || !email.trim() || !phone.trim()) return notify.error(m.stepOneRequired.title, m.stepOneRequired.description);
    if (!APPLICATION_EMAIL_PATTERN.test(email.trim())) return notify.error(m.emailInvalid.title, m.emailInvalid.description);
    if (valid) setStep(2);
  };

  const nextFromStepTwo = async () => {
    const valid = await trigger(FIELDS_BY_STEP[2], { shouldFocus: true });
    const { investmentRange, productsOfInterest } = getValues();
    if (!investmentRange || productsOfInterest.length === 0) return notify.error(m.stepTwoRequired.title, m.stepTwoRequired.description);
    // A code the server already refused would only be refused again on submit.
    if (referral.check.status === 'invalid') {
      setFocus('referralCode');
      return notify.error(t.referralFixTitle, t.referralFixDescription);
    }
    if (valid) setStep(3);
  };

  const onSubmitted = (answer: InvestorApplicationResponse, sent: InvestorApplicationDto) => {
    setInReview(null);
    if (answer.directAccess) {
      // The account is open; its set-up link went by email. Nothing of this application is needed in the tab any more.
      clearSavedApplication();
      setDirectAccessEmail(sent.email.trim());
      setStep(5);
      notify.success(t.welcomeTitle, t.welcomeDescription);
      return;
    }
    if (answer.clientSecret) {
      setSubmittedEmail(normalizeEmail(sent.email));
      setIntent({ applicationId: answer.applicationId, clientSecret: answer.clientSecret, depositCentavos: answer.depositCentavos });
      setStep(4);
      return;
    }
    // Without a secret and without direct access the deposit is already paid (a retry after paying).
    saveCompletedApplication(answer.applicationId);
    setStep(5);
  };

  const sendApplication = async () => {
    if (submit.isPending) return;
    const { acceptTerms: terms, acceptRisks: risks } = getValues();
    if (!terms || !risks) {
      if (!terms) setError('acceptTerms', { type: 'required', message: m.terms }, { shouldFocus: true });
      if (!risks) setError('acceptRisks', { type: 'required', message: m.terms }, { shouldFocus: terms });
      return notify.error(m.termsRequired.title, m.termsRequired.description);
    }
    // Steps 1 and 2 were checked on the way; only an old saved application can fail here.
    for (const earlier of [1, 2] as const) {
      if (!(await trigger(FIELDS_BY_STEP[earlier]))) {
        setStep(earlier);
        const message = earlier === 1 ? m.stepOneRequired : m.stepTwoRequired;
        return notify.error(message.title, message.description);
      }
    }
    // The server keeps an application's email: a corrected email after a submit is a new application.
    if (submittedEmail !== null && normalizeEmail(getValues('email')) !== submittedEmail) {
      setValue('applicationId', newApplicationId());
      setSubmittedEmail(null);
      setIntent(null);
    }
    const body = toApplicationDto(getValues());
    submit.mutate(body, {
      onSuccess: (answer) => onSubmitted(answer, body),
      onError: (cause) => {
        const error = asApiError(cause);
        if (error.code === 'application_in_review') {
          setInReview(error.message);
          return notify.error(t.duplicateTitle, error.message);
        }
        if (error.code === 'invalid_referral_code') {
          referral.refuse(body.referralCode ?? '', error.message);
          setStep(2);
          return notify.error(m.referralInvalid, error.message);
        }
        if (error.status === 429) return notify.error(t.submitFailedTitle, error.message);
        notify.error(t.submitFailedTitle, m.submitFailed);
        if (error.status === 400) showServerFieldErrors(error.fieldErrors);
      },
    });
  };

  const onCardSucceeded = () => {
    if (!intent) return;
    reportPaymentSuccess(intent.applicationId);
    saveCompletedApplication(intent.applicationId);
    setStep(5);
    // Only here, not on the provider's return (?payment=success): a page load is no click, so a pop-up would be blocked.
    // Without an investor account the tab would only ask to sign in with an account the applicant does not have.
    if (canSeeDataRoom) openDataRoom();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) void nextFromStepOne();
    else if (step === 2) void nextFromStepTwo();
    else if (step === 3) void sendApplication();
  };

  const back = () => setStep((current) => (current > 1 ? ((current - 1) as ApplicationStep) : current));
  const busy = submit.isPending;
  const values = getValues();
  const rangeLabel = APPLICATION_INVESTMENT_RANGES.find((option) => option.value === values.investmentRange)?.label ?? '';
  const productLabels = APPLICATION_PRODUCTS.filter((option) => values.productsOfInterest.includes(option.value)).map((option) => option.label);
  const social = [values.linkedin, values.instagram, values.facebook].map((value) => value.trim()).filter(Boolean);
  const referralCodeField = register('referralCode', {
    setValueAs: trim,
    onChange: () => {
      referral.reset();
      if (getFieldState('referralCode').error) clearErrors('referralCode');
    },
    onBlur: (event: { target: { value: string } }) => {
      const code = event.target.value.trim();
      // Leaving the field without changing it keeps the result it already has.
      if (referral.check.status !== 'idle' && referral.check.status !== 'failed' && 'code' in referral.check && referral.check.code === code) return;
      void referral.validate(code);
    },
  });

  return (
    <ApplicationShell>
      <h1 className="font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase sm:text-4xl">{t.title}</h1>
      <p className="mt-3 text-base text-zinc-300">{t.lead}</p>

      <ApplicationProgress step={step} />

      <Card aria-labelledby="application-step-heading" className="mt-6 p-5 sm:p-8">
        <StepHeading step={step} headingRef={headingRef} />

        {step < 4 ? (
          <form noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-6 grid gap-5">
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
                <fieldset className="grid gap-4">
                  <legend className="mb-1 text-sm font-semibold text-zinc-300">{t.socialHeading}</legend>
                  {(['linkedin', 'instagram', 'facebook'] as const).map((field) => (
                    <FormField key={field} label={t.fields[field]} hint={t.optional} error={errors[field]?.message}>
                      {(fieldControl) => (
                        <Input
                          {...fieldControl}
                          {...register(field, { setValueAs: trim, ...recheck(field) })}
                          type="text"
                          autoComplete="url"
                          maxLength={200}
                          placeholder={t.placeholders[field]}
                        />
                      )}
                    </FormField>
                  ))}
                </fieldset>
              </>
            ) : null}

            {step === 2 ? (
              <>
                <FormField label={t.fields.investmentRange} error={errors.investmentRange?.message}>
                  {(fieldControl) => (
                    <NativeSelect {...fieldControl} {...register('investmentRange', recheck('investmentRange'))} aria-required="true">
                      <SelectOptions placeholder={t.selectPlaceholder} options={APPLICATION_INVESTMENT_RANGES} />
                    </NativeSelect>
                  )}
                </FormField>
                <CheckboxGroupField legend={t.fields.productsOfInterest} error={errors.productsOfInterest?.message}>
                  {(groupControl) => (
                    <CheckboxOptions
                      options={APPLICATION_PRODUCTS}
                      invalid={groupControl['aria-invalid']}
                      {...register('productsOfInterest', recheck('productsOfInterest'))}
                    />
                  )}
                </CheckboxGroupField>
                <FormField label={t.fields.previousExperience} hint={t.optional} error={errors.previousExperience?.message}>
                  {(fieldControl) => (
                    <textarea
                      {...fieldControl}
                      {...register('previousExperience', recheck('previousExperience'))}
                      rows={3}
                      maxLength={2000}
                      placeholder={t.placeholders.previousExperience}
                      className={textareaClassName}
                    />
                  )}
                </FormField>
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label={t.fields.referredBy} hint={t.optional} error={errors.referredBy?.message}>
                    {(fieldControl) => (
                      <Input
                        {...fieldControl}
                        {...register('referredBy', { setValueAs: trim, ...recheck('referredBy') })}
                        type="text"
                        maxLength={120}
                        placeholder={t.placeholders.referredBy}
                      />
                    )}
                  </FormField>
                  <div>
                    <FormField label={t.fields.referralCode} hint={t.optional} error={errors.referralCode?.message}>
                      {(fieldControl) => (
                        <Input
                          {...fieldControl}
                          {...referralCodeField}
                          aria-describedby={[fieldControl['aria-describedby'], referralStatusId].filter(Boolean).join(' ')}
                          type="text"
                          autoComplete="off"
                          autoCapitalize="characters"
                          spellCheck={false}
                          maxLength={40}
                          placeholder={t.placeholders.referralCode}
                        />
                      )}
                    </FormField>
                    {/* A message of the form itself (too long) replaces the result of the check. */}
                    <ReferralCodeStatus id={referralStatusId} check={errors.referralCode ? { status: 'idle' } : referral.check} />
                  </div>
                </div>
                <p className="-mt-3 text-xs text-zinc-400">{t.referralHint}</p>
                <FormField label={t.fields.additionalInfo} hint={t.optional} error={errors.additionalInfo?.message}>
                  {(fieldControl) => (
                    <textarea
                      {...fieldControl}
                      {...register('additionalInfo', recheck('additionalInfo'))}
                      rows={3}
                      maxLength={2000}
                      placeholder={t.placeholders.additionalInfo}
                      className={textareaClassName}
                    />
                  )}
                </FormField>
              </>
            ) : null}

            {step === 3 ? (
              <>
                <section aria-labelledby="application-summary-heading">
                  <h3 id="application-summary-heading" className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
                    {t.summaryHeading}
                  </h3>
                  <dl className="mt-2 rounded-lg border border-graphite-700 bg-graphite-800/60 px-4">
                    <SummaryRow label={t.summary.name}>{values.name}</SummaryRow>
                    <SummaryRow label={t.summary.email}>{values.email}</SummaryRow>
                    <SummaryRow label={t.summary.phone}>{values.phone}</SummaryRow>
                    {social.length > 0 ? <SummaryRow label={t.summary.social}>{social.join('\n')}</SummaryRow> : null}
                    <SummaryRow label={t.summary.investmentRange}>{rangeLabel}</SummaryRow>
                    <SummaryRow label={t.summary.products}>{productLabels.join('\n')}</SummaryRow>
                    <SummaryRow label={t.summary.previousExperience}>{values.previousExperience.trim() || t.none}</SummaryRow>
                    <SummaryRow label={t.summary.referredBy}>{values.referredBy.trim() || t.none}</SummaryRow>
                    <SummaryRow label={t.summary.referralCode}>{values.referralCode.trim() || t.none}</SummaryRow>
                    {values.additionalInfo.trim() ? <SummaryRow label={t.summary.additionalInfo}>{values.additionalInfo.trim()}</SummaryRow> : null}
                  </dl>
                </section>
                <div className="grid gap-3">
                  <div>
                    <Checkbox
                      label={t.acceptTerms}
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
                  <div>
                    <Checkbox
                      label={t.acceptRisks}
                      aria-invalid={Boolean(errors.acceptRisks)}
                      aria-describedby={errors.acceptRisks ? risksErrorId : undefined}
                      {...register('acceptRisks', recheck('acceptRisks'))}
                    />
                    {errors.acceptRisks?.message ? (
                      <p id={risksErrorId} className="mt-1.5 text-sm font-medium text-race-300">
                        {errors.acceptRisks.message}
                      </p>
                    ) : null}
                  </div>
                </div>
                <DepositNotice referral={referral.check} />
                {inReview ? (
                  <p role="alert" className="rounded-lg border border-race-400/50 bg-race-500/10 px-4 py-3 text-sm text-race-300">
                    {inReview}
                  </p>
                ) : null}
              </>
            ) : null}

            <WizardNavigation
              canGoBack={step > 1}
              onBack={back}
              isLastStep={step === 3}
              busy={busy}
              submitting={submit.isPending}
              canSubmit={accepted}
              previousLabel={t.previous}
              nextLabel={t.next}
              submitLabel={t.submit}
              submittingLabel={t.submitting}
              blockedHint={t.termsDisabledHint}
            />
          </form>
        ) : null}

        {step === 4 ? (
          <div className="mt-6 grid gap-6">
            <div className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-4">
              <p className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{t.depositAmountLabel}</p>
              <p className="mt-1 font-display text-3xl font-bold text-white">{formatPesos(intent?.depositCentavos ?? settings.data?.applicationDepositCentavos)}</p>
              <p className="mt-1 text-sm text-zinc-300">{t.depositRefundable}</p>
            </div>
            {intent ? (
              <CardPayment
                clientSecret={intent.clientSecret}
                amountCentavos={intent.depositCentavos}
                returnUrl={`${window.location.origin}/aplicar?payment=success&applicationId=${encodeURIComponent(intent.applicationId)}`}
                submitLabel={t.confirmDeposit}
                onSucceeded={onCardSucceeded}
                onFailed={(message) => notify.error(t.paymentFailedTitle, message || m.unexpectedError)}
                secondaryAction={
                  <Button variant="outline" size="lg" onClick={back}>
                    {t.previous}
                  </Button>
                }
              />
            ) : null}
          </div>
        ) : null}

        {step === 5 ? directAccessEmail ? <CheckInboxPanel email={directAccessEmail} /> : <CompletedPanel canSeeDataRoom={canSeeDataRoom} /> : null}
      </Card>
    </ApplicationShell>
  );
}
