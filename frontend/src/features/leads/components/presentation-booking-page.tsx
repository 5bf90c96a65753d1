import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { BOOKING_EMAIL_PATTERN, BOOKING_MESSAGES as m, PresentationBookingFieldsDto, type CreateSchedulePaymentIntentResponse } from '@cdm/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';
import { ContactFields } from '@/lib/wizard/step-fields';
import { StepForm, StepWizardPage, wizardChecks } from '@/lib/wizard/wizard-page';
import { useStepWizard, type FormStep } from '@/lib/wizard/use-step-wizard';
import { notify } from '@/ui/toaster';
import { useCreateSchedulePaymentIntent, useSchedulePresentation } from '../api/presentation-booking';
import { clearSavedBooking, newBookingId, readSavedBooking, saveBooking, type BookingFormValues, type BookingStep, type SavedBooking } from '../booking-storage';
import { bookingTexts as t, schedulingServiceName } from '../texts';
import { BookingConfirmationStep } from './presentation-booking-confirmation-step';
import { BookingDepositStep } from './presentation-booking-deposit-step';
import { BookingProfileStep } from './presentation-booking-profile-step';

/** Time between the success toast and the way back to '/' (public-site.md §2.4). */
export const BOOKING_REDIRECT_DELAY_MS = 2000;

// The API's own class, so that the browser and the server give the same Spanish messages.
// The select holds '' until a range is chosen, which the DTO type does not allow but rejects.
const resolver = classValidatorResolver(PresentationBookingFieldsDto) as Resolver<BookingFormValues, unknown, PresentationBookingFieldsDto>;

const checks = wizardChecks(m, BOOKING_EMAIL_PATTERN);

/** The form steps of /agendar: what each one validates before the next. */
const STEPS: readonly FormStep<BookingFormValues>[] = [
  { fields: ['name', 'email', 'phone'], check: checks.contact },
  { fields: ['investmentRange', 'productsOfInterest', 'additionalInfo'], check: checks.profile },
  { fields: ['acceptTerms'] },
];

/** Every field of the booking as the API takes it. */
function toFields({ bookingId, name, email, phone, investmentRange, productsOfInterest, additionalInfo }: BookingFormValues): PresentationBookingFieldsDto {
  const range = investmentRange as PresentationBookingFieldsDto['investmentRange'];
  return { bookingId, name: name.trim(), email: email.trim(), phone: phone.trim(), investmentRange: range, productsOfInterest, additionalInfo: additionalInfo.trim(), acceptTerms: true };
}

/**
 * A reload on the card step starts again at the summary: the card form needs a fresh intent. A paid
 * booking resumes at its deposit step, where only the information is left to send.
 */
function restoreBooking(): SavedBooking {
  const saved = readSavedBooking();
  if (saved.paid) return { ...saved, step: 4 };
  return saved.step === 4 ? { ...saved, step: 3 } : saved;
}

/** /agendar (public-site.md §2.4): four steps, then the card guarantee deposit. */
export function PresentationBookingPage() {
  const [saved] = useState(restoreBooking);
  const [paid, setPaid] = useState(saved.paid);
  const [intent, setIntent] = useState<CreateSchedulePaymentIntentResponse | null>(null);
  const [finished, setFinished] = useState<{ schedulingUrl: string } | null>(null);
  // What was typed, the step and the paid flag survive a reload and any failed request.
  const persist = useCallback((values: BookingFormValues, step: BookingStep) => {
    if (!finished) saveBooking({ values, step, paid });
  }, [paid, finished]);
  const wizard = useStepWizard({ resolver, steps: STEPS, restore: () => saved, persist, draftId: 'bookingId' });
  const { form, step, goTo } = wizard;
  const { getValues, setError, setValue } = form;
  const settings = usePublicSettings();
  const createIntent = useCreateSchedulePaymentIntent();
  const schedule = useSchedulePresentation();
  const navigate = useNavigate();
  const acceptTerms = useWatch({ control: form.control, name: 'acceptTerms' });
  const productsCount = useWatch({ control: form.control, name: 'productsOfInterest' }).length;

  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => navigate('/'), BOOKING_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  const continueToPayment = async (retryWithNewId = true) => {
    if (createIntent.isPending && retryWithNewId) return;
    if (!getValues('acceptTerms')) {
      setError('acceptTerms', { type: 'required', message: m.acceptTerms }, { shouldFocus: true });
      return checks.termsMissing();
    }
    // Steps 1 and 2 were checked on the way; only an old saved booking can fail here.
    const failing = await wizard.failingEarlierStep();
    if (failing !== null) return checks.incomplete(failing);
    // The spec sends the amount; the server charges its own setting whatever this says.
    const amount = settings.data ? settings.data.bookingDepositCentavos / 100 : undefined;
    createIntent.mutate(
      { ...toFields(getValues()), ...(amount === undefined ? {} : { amount }) },
      {
        onSuccess: (created) => {
          setIntent(created);
          goTo(4);
        },
        onError: (cause) => {
          const error = asApiError(cause);
          // Paid already (another tab, or a reload after the card step): only the information is missing.
          if (error.code === 'booking_already_paid') {
            setPaid(true);
            return goTo(4);
          }
          // The id already belongs to a booking with another name or email (the server never rewrites
          // those, decisions.md #19): this becomes a booking of its own, with what was typed kept.
          if (error.code === 'booking_id_taken' && retryWithNewId) {
            setValue('bookingId', newBookingId());
            return void continueToPayment(false);
          }
          if (error.status === 429) return notify.error(m.intentFailed.title, error.message);
          notify.error(m.intentFailed.title, m.intentFailed.description);
          if (error.status === 400) wizard.showServerFieldErrors(error.fieldErrors);
        },
      },
    );
  };

  const submitInformation = async () => {
    try {
      const answer = await schedule.mutateAsync(toFields(getValues()));
      if (!answer.ok) return notify.error(m.submissionFailed.title, m.submissionFailed.description);
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

  const labels = { previousLabel: t.previous, nextLabel: t.next, submitLabel: t.continueToPayment, submittingLabel: t.creatingPayment, blockedHint: t.termsDisabledHint };
  return (
    <StepWizardPage texts={t} headingId="booking-step-heading" headingRef={wizard.headingRef} step={step}>
      {step < 4 ? (
        <StepForm step={step} lastStep={3} onSubmit={wizard.onSubmit(() => void continueToPayment())} onBack={wizard.back} busy={createIntent.isPending} canSubmit={acceptTerms} labels={labels}>
          {step === 1 ? <ContactFields field={wizard.field} texts={t} /> : null}
          {step === 2 ? <BookingProfileStep field={wizard.field} /> : null}
          {step === 3 ? <BookingConfirmationStep values={getValues()} productsCount={productsCount} field={wizard.field} /> : null}
        </StepForm>
      ) : null}
      {step === 4 ? (
        <BookingDepositStep intent={intent} paid={paid} finished={finished} sending={schedule.isPending} onSucceeded={onCardSucceeded} onSend={() => void submitInformation()} onBack={wizard.back} />
      ) : null}
    </StepWizardPage>
  );
}
