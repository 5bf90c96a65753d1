import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { AppConfig } from '../../platform/config';
import { Clock } from '../../platform/clock/clock';
import { enqueueEmail } from '../jobs/enqueue-email';
import { EMAIL_QUEUE, SendEmailJob, sendEmailJobId } from '../jobs/send-email.job';
import { EmailNotFoundError, EmailNotResendableError } from '../notifications.errors';
import { EmailLogEntity } from '../persistence/email-log.entity';
import { ResendEmailCommand } from './resend-email.command';

@CommandHandler(ResendEmailCommand)
export class ResendEmailHandler implements ICommandHandler<ResendEmailCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<SendEmailJob>,
    private readonly config: AppConfig,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ emailId, context }: ResendEmailCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const email = await manager.getRepository(EmailLogEntity).findOne({ where: { id: emailId }, lock: { mode: 'pessimistic_write' } });
      if (!email) throw new EmailNotFoundError();
      if (email.carriesSecret) throw new EmailNotResendableError();
      await manager.update(EmailLogEntity, { id: emailId }, { status: 'queued', lastError: null });
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
