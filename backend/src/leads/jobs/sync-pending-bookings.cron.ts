import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SyncPendingBookingsCommand } from '../commands/sync-pending-bookings.command';

@Injectable()
export class SyncPendingBookingsCron {
  private readonly logger = new Logger(SyncPendingBookingsCron.name);

  constructor(private readonly commands: CommandBus) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async run(): Promise<void> {
    try {
      await this.commands.execute(new SyncPendingBookingsCommand());
    } catch (error) {
      this.logger.error({ err: error }, 'Booking payment sweep failed');
    }
  }
}
