import { defineCounter } from '../platform/metrics';

/** Every delivery attempt of an email, by template: sent, failed (retried later) or failed for good (last attempt). */
export const EMAIL_DELIVERIES = defineCounter({
  name: 'cdm_email_deliveries_total',
  help: 'Email delivery attempts by template and outcome: sent, failed (to be retried), gave_up (the last attempt failed)',
  labelNames: ['template', 'outcome'],
});
