import { PUBLIC_FORMS, throttleEnvName } from '../src/platform/config/public-form-limits';

const LIMIT_NAMES = [
  ...PUBLIC_FORMS.flatMap((form) => [throttleEnvName(form, 'perMinute'), throttleEnvName(form, 'perDay')]),
  'HOLDS_MAX_UNPAID_PER_IP',
  'HOLDS_MAX_UNPAID_PERCENT',
  'EMAIL_CAP_PER_RECIPIENT_PER_DAY',
  'UNIT_EVENTS_MAX_STREAMS_PER_IP',
];

/** Figures no test reaches by accident: every test file shares one loopback IP, one database and one inventory. */
export function generousLimitsEnv(): Record<string, string> {
  return Object.fromEntries(
    LIMIT_NAMES.map((name) => [name, name === 'HOLDS_MAX_UNPAID_PERCENT' ? '100' : '10000']),
  );
}

/** For startTestApp: the real defaults of every limit (unset), for the tests that are about limits. */
export function defaultLimitsEnv(): Record<string, undefined> {
  return Object.fromEntries(LIMIT_NAMES.map((name) => [name, undefined]));
}
