import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { RequeueStalledEmailsCommand } from '../commands/requeue-stalled-emails.command';

@Injectable()
export class RequeueStalledEmailsCron {
  private readonly logger = new Logger(RequeueStalledEmailsCron.name);

  constructor(private readonly commands: CommandBus) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async run(): Promise<void> {
    try {
      const requeued = await this.commands.execute<RequeueStalledEmailsCommand, number>(new RequeueStalledEmailsCommand());
      if (requeued > 0) this.logger.warn({ requeued }, 'Re-enqueued emails whose job was lost');
    } catch (error) {
      this.logger.error({ err: error }, 'Stalled email sweep failed');
    }
  }
}
