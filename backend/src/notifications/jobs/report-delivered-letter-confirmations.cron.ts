import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ReportDeliveredLetterConfirmationsCommand } from '../commands/report-delivered-letter-confirmations.command';

/** In-process events are not durable: a delivery report lost to a crash is repeated within minutes. */
@Injectable()
export class ReportDeliveredLetterConfirmationsCron {
  private readonly logger = new Logger(ReportDeliveredLetterConfirmationsCron.name);

  constructor(private readonly commands: CommandBus) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async run(): Promise<void> {
    try {
      const marked = await this.commands.execute<ReportDeliveredLetterConfirmationsCommand, number>(new ReportDeliveredLetterConfirmationsCommand());
      if (marked > 0) this.logger.warn({ marked }, 'Reported letter confirmations whose delivery report was lost');
    } catch (error) {
      this.logger.error({ err: error }, 'Letter confirmation report sweep failed');
    }
  }
}
