import { APPLICATION_MESSAGES as m, type InvestorApplicationDto } from '@cdm/contracts';
import { notify } from '@/ui/toaster';
import { reportPaymentSuccess } from '../api/submit-application';
import { isApplicationId, readSavedApplication, saveCompletedApplication, type ApplicationFormValues, type SavedApplication } from '../application-storage';
import { applicationTexts as t } from '../texts';

// What /aplicar sends, and where it resumes: a reload, or the way back from the payment provider.

const OPTIONAL_FIELDS = ['linkedin', 'instagram', 'facebook', 'previousExperience', 'referredBy', 'referralCode', 'additionalInfo'] as const;

/** Exactly the fields of the DTO (the API refuses any other), optional ones only when filled in. */
export function toApplicationDto(values: ApplicationFormValues): InvestorApplicationDto {
  const optional: Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>> = {};
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value !== '') optional[field] = value;
  }
  const { applicationId, name, email, phone, investmentRange, productsOfInterest, acceptTerms, acceptRisks } = values;
  const range = investmentRange as InvestorApplicationDto['investmentRange'];
  return { applicationId, name: name.trim(), email: email.trim(), phone: phone.trim(), investmentRange: range, productsOfInterest, ...optional, acceptTerms, acceptRisks };
}

export type PaymentReturn = { applicationId: string; failed: boolean };

/** ?payment=success&applicationId=… is the way back from the provider (investor-portal.md §2.1). */
export function readPaymentReturn(searchParams: URLSearchParams): PaymentReturn | null {
  const applicationId = searchParams.get('applicationId');
  if (searchParams.get('payment') !== 'success' || !isApplicationId(applicationId)) return null;
  // Stripe adds redirect_status to the return URL; 'failed' means the bank refused the card.
  return { applicationId, failed: searchParams.get('redirect_status') === 'failed' };
}

/** Back from the provider: a refused card toasts; a paid one is reported, and only the finished step is kept. */
export function handlePaymentReturn({ applicationId, failed }: PaymentReturn) {
  if (failed) return notify.error(t.paymentFailedTitle, m.unexpectedError);
  saveCompletedApplication(applicationId);
  reportPaymentSuccess(applicationId);
}

/** A reload on the card step starts again at the summary: the card form needs the intent again. */
export function restoreApplication(paymentReturn: PaymentReturn | null): SavedApplication {
  const saved = readSavedApplication();
  if (paymentReturn && !paymentReturn.failed) return { ...saved, step: 5, values: { ...saved.values, applicationId: paymentReturn.applicationId } };
  if (paymentReturn?.failed) return { ...saved, step: 3 };
  return saved.step === 4 ? { ...saved, step: 3 } : saved;
}
