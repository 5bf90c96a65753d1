import { Logger } from '@nestjs/common';
import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { EmailLogEntity } from '../persistence/email-log.entity';
import { fillSecrets, SealedSecrets } from '../secrets/sealed-secrets';
import { MailTransport } from '../transport/mail-transport';
import { EmailDeliveredEvent } from '../events/email-delivered.event';
import { DeliverEmailCommand } from './deliver-email.command';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing';

export class EmailDeliveryInProgressError extends Error {
  constructor(emailId: string) {
    super(`Email ${emailId} is being delivered by another run`);
  }
}

@CommandHandler(DeliverEmailCommand)
export class DeliverEmailHandler implements ICommandHandler<DeliverEmailCommand, DeliveryOutcome> {
  private readonly logger = new Logger(DeliverEmailHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly sealedSecrets: SealedSecrets,
    private readonly events: EventBus,
  ) {}

  /**
   * One delivery of an email at a time. The queue runs a job again when it thinks its worker
   * stalled (a starved CPU misses the lock renewal) while the first run may still be talking to
   * the mail server; both would read 'queued' and send. The lock lives on a connection of its own,
   * so a worker that dies mid-send lets it go with its connection and the retry can send.
   */
  async execute(command: DeliverEmailCommand): Promise<DeliveryOutcome> {
    const lockHolder = this.dataSource.createQueryRunner();
    await lockHolder.connect();
    const lockKey = `email-delivery:${command.emailId}`;
    try {
      const [{ locked }] = (await lockHolder.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey])) as Array<{ locked: boolean }>;
      // The queue tries again after its backoff; by then the other run has sent it or failed.
      if (!locked) throw new EmailDeliveryInProgressError(command.emailId);
      try {
        return await this.deliver(command);
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      }
    } finally {
      await lockHolder.release();
    }
  }

  private async deliver({ emailId, attempt, maxAttempts }: DeliverEmailCommand): Promise<DeliveryOutcome> {
    const repository = this.dataSource.getRepository(EmailLogEntity);
    const email = await repository
      .createQueryBuilder('email')
      .addSelect('email.sealedSecrets')
      .where({ id: emailId })
      .getOne();
    // Re-read state: a re-enqueued or repeated job must not send twice.
    if (!email) return 'missing';
    if (email.status === 'sent') return 'already-sent';

    if (email.carriesSecret && !email.sealedSecrets) return 'missing';

    await repository.increment({ id: emailId }, 'attempts', 1);
    const secrets = email.sealedSecrets ? this.sealedSecrets.unseal(email.sealedSecrets) : {};
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
      await repository.update(
        { id: emailId },
        {
          status: 'sent',
          transport: receipt.transport,
          providerMessageId: receipt.messageId,
          sentAt,
          lastError: null,
          sealedSecrets: null,
        },
      );
      this.events.publish(new EmailDeliveredEvent(emailId, email.dedupeKey, email.template, sentAt));
      this.logger.log({ emailId, template: email.template, transport: receipt.transport, attempt }, 'Email sent');
      return 'sent';
    } catch (error) {
      const lastAttempt = attempt >= maxAttempts;
      const message = (error as Error).message.slice(0, 500);
      await repository.update(
        { id: emailId },
        { status: lastAttempt ? 'failed' : 'queued', lastError: message, ...(lastAttempt ? { sealedSecrets: null } : {}) },
      );
      this.logger.warn({ emailId, template: email.template, attempt, lastAttempt }, 'Email delivery failed');
      throw error;
    }
  }
}
