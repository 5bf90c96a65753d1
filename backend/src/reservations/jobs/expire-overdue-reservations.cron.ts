import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExpireOverdueReservationsCommand, ExpireOverdueResult } from '../commands/expire-overdue-reservations.command';

/** Backs up the delayed jobs: a hold whose job was lost is still released within a minute. */
@Injectable()
export class ExpireOverdueReservationsCron {
  private readonly logger = new Logger(ExpireOverdueReservationsCron.name);

  constructor(private readonly commands: CommandBus) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async run(): Promise<void> {
    try {
      const result = await this.commands.execute<ExpireOverdueReservationsCommand, ExpireOverdueResult>(
        new ExpireOverdueReservationsCommand(),
      );
      if (result.expired > 0) this.logger.warn({ expired: result.expired }, 'Released holds whose expiry job did not run');
    } catch (error) {
      this.logger.error({ err: error }, 'Reservation expiry sweep failed');
    }
  }
}
