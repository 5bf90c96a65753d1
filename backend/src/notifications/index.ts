// Public API of the notifications context. Other contexts publish events; only this context writes to the email queue.
export { NotificationsModule } from './notifications.module';
export { EMAIL_QUEUE } from './jobs/send-email.job';
