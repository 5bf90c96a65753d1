import { FUNNEL_QUERY_MESSAGES } from '@cdm/contracts';

/** Everything a person reads from the analytics context. */
export const ANALYTICS_MESSAGES = {
  ...FUNNEL_QUERY_MESSAGES,
} as const;
