// One queue for every outgoing email. The payload is the email-log id only:
// recipients and contents stay in PostgreSQL, never in Redis.
export const EMAIL_QUEUE = 'email';
export const SEND_EMAIL_JOB = 'send-email';

export type SendEmailJob = { emailId: string };

// BullMQ job ids may not contain ':'; one id per email makes re-enqueueing a no-op.
export const sendEmailJobId = (emailId: string) => `email-${emailId}`;
