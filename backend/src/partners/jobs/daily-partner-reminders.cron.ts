import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { DailyRemindersResult, RunDailyPartnerRemindersCommand } from '../commands/partner.commands';

/** 09:00 in Mexico City every day: standings recomputed, upcoming and overdue reminders sent once. */
@Injectable()
export class DailyPartnerRemindersCron {
  private readonly logger = new Logger(DailyPartnerRemindersCron.name);

  constructor(private readonly commands: CommandBus) {}

  @Cron('0 0 9 * * *', { timeZone: 'America/Mexico_City' })
  async run(): Promise<void> {
    try {
      const result = await this.commands.execute<RunDailyPartnerRemindersCommand, DailyRemindersResult>(new RunDailyPartnerRemindersCommand());
      this.logger.log(result, 'Daily partner run');
    } catch (error) {
      this.logger.error({ err: error }, 'Daily partner run failed');
    }
  }
}
