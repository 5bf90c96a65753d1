import { InjectQueue } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { AppConfig } from '../../platform/config';
import { enqueueEmail } from '../jobs/enqueue-email';
import { EMAIL_QUEUE, SendEmailJob } from '../jobs/send-email.job';
import { EmailLogRepository } from '../persistence/email-log.repository';
import { RecipientCap } from '../recipient-cap';
import { SealedSecrets } from '../secrets/sealed-secrets';
import { QueueEmailCommand } from './queue-email.command';

@CommandHandler(QueueEmailCommand)
export class QueueEmailHandler implements ICommandHandler<QueueEmailCommand, string | null> {
  private readonly logger = new Logger('Email');

  constructor(
    private readonly emails: EmailLogRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
    private readonly sealedSecrets: SealedSecrets,
    private readonly recipientCap: RecipientCap,
  ) {}

  /** The email's log id, or null when the recipient's daily cap of public emails suppressed it. */
  async execute({ dedupeKey, recipient, email, secrets }: QueueEmailCommand): Promise<string | null> {
    if (!(await this.recipientCap.admit(email.template, recipient, dedupeKey))) {
      // Never the address: the template and the cap say enough.
      this.logger.warn({ template: email.template, capPerDay: this.config.emailCapPerRecipientPerDay }, 'Email suppressed: the recipient reached the daily cap of public emails');
      return null;
    }
    const sealed = secrets ? this.sealedSecrets.seal(secrets) : null;
    const id = await this.emails.insertOrFind({
      dedupeKey,
      template: email.template,
      recipient,
      subject: email.subject,
      html: email.html,
      text: email.text,
      sealedSecrets: sealed,
      attachments: email.attachments ?? [],
    });
    await enqueueEmail(this.queue, id, this.config);
    return id;
  }
}
