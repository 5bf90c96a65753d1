import { applicationInvestmentRangeValues, applicationProductValues, type ApplicationInvestmentRange } from '@cdm/contracts';

// What a person typed on /aplicar, kept for the browser tab (sessionStorage) so that a reload or a
// failed request loses nothing, and the same applicationId is sent again (the server then finds the
// same application and its payment intent instead of creating another).

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

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isApplicationId(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** A v4 uuid; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newApplicationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the application still works, it is just not kept.
    return null;
  }
}

/** The saved application, or a new one when there is none or it cannot be read. */
export function readSavedApplication(): SavedApplication {
  const fresh: SavedApplication = { step: 1, submittedEmail: null, values: emptyApplicationValues() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(APPLICATION_STORAGE_KEY) ?? 'null');
  } catch {
    return fresh;
  }
  if (typeof parsed !== 'object' || parsed === null) return fresh;
  const saved = parsed as Partial<Record<keyof SavedApplication, unknown>>;
  const values = (typeof saved.values === 'object' && saved.values !== null ? saved.values : {}) as Partial<
    Record<keyof ApplicationFormValues, unknown>
  >;
  if (!isApplicationId(values.applicationId)) return fresh;

  const range = applicationInvestmentRangeValues.find((option) => option === values.investmentRange) ?? '';
  const products = Array.isArray(values.productsOfInterest)
    ? applicationProductValues.filter((product) => (values.productsOfInterest as unknown[]).includes(product))
    : [];
  const step = [1, 2, 3, 4, 5].includes(saved.step as number) ? (saved.step as ApplicationStep) : 1;
  return {
    step,
    submittedEmail: typeof saved.submittedEmail === 'string' ? saved.submittedEmail.slice(0, 300) : null,
    values: {
      applicationId: values.applicationId,
      name: text(values.name, 200),
      email: text(values.email, 300),
      phone: text(values.phone, 50),
      linkedin: text(values.linkedin, 300),
      instagram: text(values.instagram, 300),
      facebook: text(values.facebook, 300),
      investmentRange: range,
      productsOfInterest: products,
      previousExperience: text(values.previousExperience, 4000),
      referredBy: text(values.referredBy, 200),
      referralCode: text(values.referralCode, 60),
      additionalInfo: text(values.additionalInfo, 4000),
      acceptTerms: values.acceptTerms === true,
      acceptRisks: values.acceptRisks === true,
    },
  };
}

export function saveApplication(application: SavedApplication): void {
  try {
    storage()?.setItem(APPLICATION_STORAGE_KEY, JSON.stringify(application));
  } catch {
    // Full or disabled storage: nothing to do.
  }
}

/** Once sent, only the finished step is kept (a reload still shows it), never the personal details. */
export function saveCompletedApplication(applicationId: string): void {
  saveApplication({ step: 5, submittedEmail: null, values: emptyApplicationValues(applicationId) });
}

export function clearSavedApplication(): void {
  try {
    storage()?.removeItem(APPLICATION_STORAGE_KEY);
  } catch {
    // Disabled storage: nothing was kept.
  }
}
