import { applicationInvestmentRangeValues, applicationProductValues, type ApplicationInvestmentRange } from '@cdm/contracts';
import { draftChoice, draftChoices, draftContact, draftStep, draftText, isUuidV4, newUuidV4, sessionDraft } from '@/lib/wizard/session-draft';

// What a person typed on /aplicar, kept for the browser tab (lib/wizard/session-draft.ts), with the
// applicationId the server keys on.

export type ApplicationStep = 1 | 2 | 3 | 4 | 5;

export type ApplicationFormValues = {
  applicationId: string;
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  instagram: string;
  facebook: string;
  investmentRange: ApplicationInvestmentRange | '';
  productsOfInterest: string[];
  previousExperience: string;
  referredBy: string;
  referralCode: string;
  additionalInfo: string;
  acceptTerms: boolean;
  acceptRisks: boolean;
};

export type SavedApplication = {
  values: ApplicationFormValues;
  step: ApplicationStep;
  /**
   * The email (normalised) the server already holds for this applicationId. The server refuses the same
   * id with another email, so a corrected email is sent as a new application.
   */
  submittedEmail: string | null;
};

export const APPLICATION_STORAGE_KEY = 'cdm:aplicar';

const draft = sessionDraft<SavedApplication>(APPLICATION_STORAGE_KEY);

export const isApplicationId = isUuidV4;
export const newApplicationId = newUuidV4;

export function emptyApplicationValues(applicationId = newApplicationId()): ApplicationFormValues {
  return {
    applicationId,
    name: '',
    email: '',
    phone: '',
    linkedin: '',
    instagram: '',
    facebook: '',
    investmentRange: '',
    productsOfInterest: [],
    previousExperience: '',
    referredBy: '',
    referralCode: '',
    additionalInfo: '',
    acceptTerms: false,
    acceptRisks: false,
  };
}

/** The saved application, or a new one when there is none or it cannot be read. */
export function readSavedApplication(): SavedApplication {
  const saved = draft.read();
  if (!saved || !isApplicationId(saved.values.applicationId)) return { step: 1, submittedEmail: null, values: emptyApplicationValues() };
  const { entry, values } = saved;
  return {
    step: draftStep<ApplicationStep>(entry.step, 5),
    submittedEmail: typeof entry.submittedEmail === 'string' ? entry.submittedEmail.slice(0, 300) : null,
    values: {
      applicationId: saved.values.applicationId,
      ...draftContact(values),
      linkedin: draftText(values.linkedin, 300),
      instagram: draftText(values.instagram, 300),
      facebook: draftText(values.facebook, 300),
      investmentRange: draftChoice(applicationInvestmentRangeValues, values.investmentRange),
      productsOfInterest: draftChoices(applicationProductValues, values.productsOfInterest),
      previousExperience: draftText(values.previousExperience, 4000),
      referredBy: draftText(values.referredBy, 200),
      referralCode: draftText(values.referralCode, 60),
      additionalInfo: draftText(values.additionalInfo, 4000),
      acceptTerms: values.acceptTerms === true,
      acceptRisks: values.acceptRisks === true,
    },
  };
}

export const saveApplication = (application: SavedApplication): void => draft.save(application);

/** Once sent, only the finished step is kept (a reload still shows it), never the personal details. */
export function saveCompletedApplication(applicationId: string): void {
  saveApplication({ step: 5, submittedEmail: null, values: emptyApplicationValues(applicationId) });
}

export const clearSavedApplication = (): void => draft.clear();
