import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { DailyRemindersResult, RunDailyPartnerRemindersCommand } from '../commands/run-daily-partner-reminders.command';

/**
 * The daily run: standings recomputed, upcoming and overdue reminders sent once, at 09:00 in Mexico
 * City. When a worker starts, and every hour, it checks the last day a run completed for
 * (`scheduled_runs`) and catches up a day missed while no worker was up (or a run that failed).
 */
@Injectable()
export class DailyPartnerRemindersCron implements OnApplicationBootstrap {
  private readonly logger = new Logger(DailyPartnerRemindersCron.name);

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap(): void {
    // Not awaited: the worker serves its queues meanwhile.
    void this.run('catch-up', 'start');
  }

  @Cron('0 0 9 * * *', { timeZone: 'America/Mexico_City' })
  async daily(): Promise<void> {
    await this.run('now', 'schedule');
  }

  @Cron('0 30 * * * *', { timeZone: 'America/Mexico_City' })
  async hourly(): Promise<void> {
    await this.run('catch-up', 'schedule');
  }

  async run(mode: RunDailyPartnerRemindersCommand['mode'], trigger: 'start' | 'schedule'): Promise<DailyRemindersResult | null> {
    try {
      const result = await this.commands.execute<RunDailyPartnerRemindersCommand, DailyRemindersResult>(new RunDailyPartnerRemindersCommand(mode));
      if (!result.upToDate) this.logger.log({ ...result, mode, trigger }, 'Daily partner run');
      return result;
    } catch (error) {
      this.logger.error({ err: error, mode, trigger }, 'Daily partner run failed; the hourly check retries');
      return null;
    }
  }
}
