import type { Queue } from 'bullmq';
import type { AppConfig } from '../../platform/config';
import { SEND_EMAIL_JOB, SendEmailJob, sendEmailJobId } from './send-email.job';

/** Adds the delivery job of a logged email (retried with exponential backoff up to EMAIL_MAX_ATTEMPTS). */
export function enqueueEmail(queue: Queue<SendEmailJob>, emailId: string, config: AppConfig, jobId = sendEmailJobId(emailId)) {
  return queue.add(
    SEND_EMAIL_JOB,
    { emailId },
    {
      jobId,
      attempts: config.emailMaxAttempts,
      backoff: { type: 'exponential', delay: config.emailRetryBaseMs },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  );
}
