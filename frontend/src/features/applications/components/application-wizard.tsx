import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { APPLICATION_EMAIL_PATTERN, APPLICATION_MESSAGES as m, InvestorApplicationDto, type InvestorApplicationResponse } from '@cdm/contracts';
import { normalizeEmail } from '@cdm/domain';
import { useCallback, useEffect, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { asApiError } from '@/lib/api-client';
import { openDataRoom } from '@/lib/data-room';
import { StepForm, StepWizardPage, wizardChecks } from '@/lib/wizard/wizard-page';
import { useStepWizard, type FormStep } from '@/lib/wizard/use-step-wizard';
import { notify } from '@/ui/toaster';
import { reportPaymentSuccess, useSubmitApplication } from '../api/submit-application';
import {
  clearSavedApplication,
  newApplicationId,
  readSavedApplication,
  saveApplication,
  saveCompletedApplication,
  type ApplicationFormValues,
  type ApplicationStep,
} from '../application-storage';
import { applicationTexts as t } from '../texts';
import { ApplicationConfirmationStep } from './application-confirmation-step';
import { ApplicationContactStep } from './application-contact-step';
import { ApplicationEndStep } from './application-end-step';
import { ApplicationPaymentStep, type ApplicationIntent } from './application-payment-step';
import { ApplicationProfileStep } from './application-profile-step';
import { handlePaymentReturn, readPaymentReturn, restoreApplication, toApplicationDto } from './application-wizard-flow';
import { useReferralCheck } from './referral-code-status';

// The API's own class, so that the browser and the server give the same Spanish messages.
// The select holds '' until a range is chosen, which the DTO type does not allow but rejects.
const resolver = classValidatorResolver(InvestorApplicationDto) as Resolver<ApplicationFormValues, unknown, InvestorApplicationDto>;

const checks = wizardChecks(m, APPLICATION_EMAIL_PATTERN);

export type ApplicationWizardProps = {
  /** The person is signed in with an investor account, which may open the data room after paying. */
  canSeeDataRoom?: boolean;
  /** The wizard reached the payment or its end: the app layer may now ask who is signed in. */
  onPaymentStep?: () => void;
};

/**
 * /aplicar (investor-portal.md §2.1): five steps, the card deposit waived by a valid referral code.
 * Direct access signs no one in (decisions.md #21): the set-up link goes to the email typed, and
 * following it signs in and opens the dashboard with the password set-up.
 */
export function ApplicationWizard({ canSeeDataRoom = false, onPaymentStep }: ApplicationWizardProps) {
  // The email the server holds for this application id (kept in the tab with what was typed).
  const [submittedEmail, setSubmittedEmail] = useState(() => readSavedApplication().submittedEmail);
  const [intent, setIntent] = useState<ApplicationIntent | null>(null);
  // The address the set-up link went to, after a direct access.
  const [directAccessEmail, setDirectAccessEmail] = useState<string | null>(null);
  const [inReview, setInReview] = useState<string | null>(null);
  const submit = useSubmitApplication();
  const referral = useReferralCheck();
  const steps: FormStep<ApplicationFormValues>[] = [
    { fields: ['name', 'email', 'phone', 'linkedin', 'instagram', 'facebook'], check: checks.contact },
    {
      fields: ['investmentRange', 'productsOfInterest', 'previousExperience', 'referredBy', 'referralCode', 'additionalInfo'],
      check: (values) => {
        if (!checks.profile(values)) return false;
        if (referral.check.status !== 'invalid') return true;
        // A code the server already refused would only be refused again on submit.
        wizard.form.setFocus('referralCode');
        notify.error(t.referralFixTitle, t.referralFixDescription);
        return false;
      },
    },
    { fields: ['acceptTerms', 'acceptRisks'] },
  ];
  // What was typed and the step survive a reload and any failed request; the finished step keeps no personal data.
  const persist = useCallback((values: ApplicationFormValues, step: ApplicationStep) => {
    if (step !== 5) saveApplication({ values, step, submittedEmail });
  }, [submittedEmail]);
  const wizard = useStepWizard({ resolver, steps, restore: restoreApplication, persist, draftId: 'applicationId', paymentReturn: { read: readPaymentReturn, handle: handlePaymentReturn } });
  const { form, step, goTo, initial } = wizard;
  const { getValues, setError, setValue } = form;
  const acceptTerms = useWatch({ control: form.control, name: 'acceptTerms' });
  const acceptRisks = useWatch({ control: form.control, name: 'acceptRisks' });
  const { validate: validateReferral } = referral;

  // Whether the data room may open is known before the pay button is pressed (a pop-up needs the click).
  useEffect(() => {
    if (step >= 4) onPaymentStep?.();
  }, [step, onPaymentStep]);

  // A code restored from a reload is checked again, so that its result shows.
  useEffect(() => {
    const code = getValues('referralCode');
    if (initial.step < 5 && code.trim() !== '') void validateReferral(code);
  }, [getValues, initial.step, validateReferral]);

  const onSubmitted = (answer: InvestorApplicationResponse, sent: InvestorApplicationDto) => {
    setInReview(null);
    if (answer.directAccess) {
      // The account is open; its set-up link went by email. Nothing of this application is needed in the tab any more.
      clearSavedApplication();
      setDirectAccessEmail(sent.email.trim());
      goTo(5);
      return notify.success(t.welcomeTitle, t.welcomeDescription);
    }
    if (answer.clientSecret) {
      setSubmittedEmail(normalizeEmail(sent.email));
      setIntent({ applicationId: answer.applicationId, clientSecret: answer.clientSecret, depositCentavos: answer.depositCentavos });
      return goTo(4);
    }
    // Without a secret and without direct access the deposit is already paid (a retry after paying).
    saveCompletedApplication(answer.applicationId);
    goTo(5);
  };

  const sendApplication = async () => {
    if (submit.isPending) return;
    const { acceptTerms: terms, acceptRisks: risks } = getValues();
    if (!terms || !risks) {
      if (!terms) setError('acceptTerms', { type: 'required', message: m.terms }, { shouldFocus: true });
      if (!risks) setError('acceptRisks', { type: 'required', message: m.terms }, { shouldFocus: terms });
      return checks.termsMissing();
    }
    // Steps 1 and 2 were checked on the way; only an old saved application can fail here.
    const failing = await wizard.failingEarlierStep();
    if (failing !== null) return checks.incomplete(failing);
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
          goTo(2);
          return notify.error(m.referralInvalid, error.message);
        }
        if (error.status === 429) return notify.error(t.submitFailedTitle, error.message);
        notify.error(t.submitFailedTitle, m.submitFailed);
        if (error.status === 400) wizard.showServerFieldErrors(error.fieldErrors);
      },
    });
  };

  const onCardSucceeded = () => {
    if (!intent) return;
    reportPaymentSuccess(intent.applicationId);
    saveCompletedApplication(intent.applicationId);
    goTo(5);
    // Only here, not on the provider's return (?payment=success): a page load is no click, so a pop-up would be blocked.
    // Without an investor account the tab would only ask to sign in with an account the applicant does not have.
    if (canSeeDataRoom) openDataRoom();
  };

  const labels = { previousLabel: t.previous, nextLabel: t.next, submitLabel: t.submit, submittingLabel: t.submitting, blockedHint: t.termsDisabledHint };
  return (
    <StepWizardPage texts={t} headingId="application-step-heading" headingRef={wizard.headingRef} step={step}>
      {step < 4 ? (
        <StepForm step={step} lastStep={3} onSubmit={wizard.onSubmit(() => void sendApplication())} onBack={wizard.back} busy={submit.isPending} canSubmit={acceptTerms && acceptRisks} labels={labels}>
          {step === 1 ? <ApplicationContactStep field={wizard.field} /> : null}
          {step === 2 ? <ApplicationProfileStep wizard={wizard} referral={referral} /> : null}
          {step === 3 ? <ApplicationConfirmationStep values={getValues()} field={wizard.field} referral={referral.check} inReview={inReview} /> : null}
        </StepForm>
      ) : null}
      {step === 4 ? <ApplicationPaymentStep intent={intent} onSucceeded={onCardSucceeded} onBack={wizard.back} /> : null}
      {step === 5 ? <ApplicationEndStep directAccessEmail={directAccessEmail} canSeeDataRoom={canSeeDataRoom} /> : null}
    </StepWizardPage>
  );
}
