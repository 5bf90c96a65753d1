/**
 * The public forms an anonymous client can post, each throttled per IP over a minute and a day
 * (product-decisions.md "Decisions of the second phase", limits). The figures are settings: THROTTLE_<FORM>_PER_MINUTE and THROTTLE_<FORM>_PER_DAY.
 */
export const PUBLIC_FORMS = [
  'information-request',
  'presentation-booking',
  'investor-application',
  'letter-of-intent',
  'referral-code-check',
  'quotation-email',
  'password-reset',
  'gate-unlock',
  'contract-verification',
] as const;

export type PublicForm = (typeof PUBLIC_FORMS)[number];
export type PublicFormLimit = { perMinute: number; perDay: number };

export const PUBLIC_FORM_LIMIT_DEFAULTS: Readonly<Record<PublicForm, PublicFormLimit>> = {
  'information-request': { perMinute: 5, perDay: 20 },
  // The payment intent and the confirmation after paying share this one.
  'presentation-booking': { perMinute: 10, perDay: 30 },
  'investor-application': { perMinute: 5, perDay: 20 },
  'letter-of-intent': { perMinute: 5, perDay: 20 },
  'referral-code-check': { perMinute: 10, perDay: 100 },
  'quotation-email': { perMinute: 5, perDay: 20 },
  'password-reset': { perMinute: 5, perDay: 20 },
  'gate-unlock': { perMinute: 10, perDay: 100 },
  // /verificar: a file is hashed per request (up to 5 MB).
  'contract-verification': { perMinute: 10, perDay: 100 },
};

export function throttleEnvName(form: PublicForm, window: keyof PublicFormLimit): string {
  return `THROTTLE_${form.toUpperCase().replace(/-/g, '_')}_${window === 'perMinute' ? 'PER_MINUTE' : 'PER_DAY'}`;
}
