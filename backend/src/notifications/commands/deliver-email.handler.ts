import { Logger } from '@nestjs/common';
import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config';
import { Clock } from '../../platform/clock/clock';
import { Metrics } from '../../platform/metrics';
import { EMAIL_DELIVERIES } from '../notifications.metrics';
import { EmailLogRepository } from '../persistence/email-log.repository';
import { fillSecrets, SealedSecrets } from '../secrets/sealed-secrets';
import { MailTransport } from '../transport/mail-transport';
import { EmailDeliveredEvent } from '../events/email-delivered.event';
import { DeliverEmailCommand } from './deliver-email.command';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing' | 'not-queued';

export class EmailDeliveryInProgressError extends Error {
  constructor(emailId: string) {
    super(`Email ${emailId} is being delivered by another run`);
  }
}

@CommandHandler(DeliverEmailCommand)
export class DeliverEmailHandler implements ICommandHandler<DeliverEmailCommand, DeliveryOutcome> {
  private readonly logger = new Logger(DeliverEmailHandler.name);
  private readonly deliveries;

  constructor(
    private readonly emails: EmailLogRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly sealedSecrets: SealedSecrets,
    private readonly events: EventBus,
    private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    this.deliveries = metrics.counter(EMAIL_DELIVERIES);
  }

  /**
   * One delivery of an email at a time, without holding a database connection during the SMTP
   * exchange: claim the row with a lease (one UPDATE), send, then mark it sent (one UPDATE). The
   * queue runs a job again when it thinks its worker stalled while the first run may still be
   * talking to the mail server: that run's live lease makes the second one refuse, and the queue
   * tries again after its backoff. A worker that dies mid-send leaves a lease that expires
   * (EMAIL_LEASE_SECONDS); the next run, or the sweep's re-enqueue, then sends it.
   */
  async execute({ emailId, attempt, maxAttempts }: DeliverEmailCommand): Promise<DeliveryOutcome> {
    const email = await this.emails.claim(emailId, this.config.emailLeaseSeconds);
    if (!email) return this.whyNotClaimed(emailId);

    const secrets = email.sealed_secrets ? this.sealedSecrets.unseal(email.sealed_secrets) : {};
    try {
      const receipt = await this.transport.send({
        id: email.id,
        to: email.recipient,
        subject: email.subject,
        html: fillSecrets(email.html, secrets),
        text: fillSecrets(email.text, secrets),
        attachments: email.attachments,
      });
      const sentAt = this.clock.now();
      await this.emails.markSent(emailId, receipt, sentAt);
      this.events.publish(new EmailDeliveredEvent(emailId, email.dedupe_key, email.template, sentAt));
      this.deliveries.inc({ template: email.template, outcome: 'sent' });
      this.logger.log({ emailId, template: email.template, transport: receipt.transport, attempt }, 'Email sent');
      return 'sent';
    } catch (error) {
      const lastAttempt = attempt >= maxAttempts;
      const message = (error as Error).message.slice(0, 500);
      // The lease goes with the failure: the retry need not wait for it.
      await this.emails.markAttemptFailed(emailId, message, lastAttempt);
      this.deliveries.inc({ template: email.template, outcome: lastAttempt ? 'gave_up' : 'failed' });
      this.logger.warn({ emailId, template: email.template, attempt, lastAttempt }, 'Email delivery failed');
      throw error;
    }
  }

  /** Re-read state: a repeated job must not send twice, and a job whose email another run holds retries later. */
  private async whyNotClaimed(emailId: string): Promise<DeliveryOutcome> {
    const row = await this.emails.deliveryState(emailId);
    if (!row) return 'missing';
    if (row.status === 'sent') return 'already-sent';
    if (row.status !== 'queued') return 'not-queued';
    if (row.leased) throw new EmailDeliveryInProgressError(emailId);
    // Queued, not leased, not claimable: its one-time secrets are gone.
    return 'missing';
  }
}
