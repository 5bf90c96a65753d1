import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { AuditTrail } from '../../platform/audit';
import { AppConfig } from '../../platform/config';
import { Clock } from '../../platform/clock/clock';
import { enqueueEmail } from '../jobs/enqueue-email';
import { EMAIL_QUEUE, SendEmailJob, sendEmailJobId } from '../jobs/send-email.job';
import { EmailNotFoundError, EmailNotResendableError } from '../notifications.errors';
import { EmailLogRepository } from '../persistence/email-log.repository';
import { ResendEmailCommand } from './resend-email.command';

@CommandHandler(ResendEmailCommand)
export class ResendEmailHandler implements ICommandHandler<ResendEmailCommand, void> {
  constructor(
    private readonly emails: EmailLogRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ emailId, context }: ResendEmailCommand): Promise<void> {
    await this.emails.transaction(async (manager) => {
      const email = await this.emails.lockById(emailId, manager);
      if (!email) throw new EmailNotFoundError();
      if (email.carriesSecret) throw new EmailNotResendableError();
      await this.emails.requeue(emailId, manager);
      await this.audit.record(manager, context, {
        action: 'email.resent',
        entityType: 'email',
        entityId: emailId,
        before: { status: email.status },
        after: { status: 'queued' },
      });
    });
    // A job id of its own: the first job of this email may still be kept as completed.
    await enqueueEmail(this.queue, emailId, this.config, `${sendEmailJobId(emailId)}-resend-${this.clock.now().getTime()}`);
  }
}
