import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ExpireOverdueReservationsCommand, ExpireOverdueResult } from './expire-overdue-reservations.command';
import { ExpireReservationCommand } from './expire-reservation.command';

@CommandHandler(ExpireOverdueReservationsCommand)
export class ExpireOverdueReservationsHandler implements ICommandHandler<ExpireOverdueReservationsCommand, ExpireOverdueResult> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<ExpireOverdueResult> {
    // Held for the whole run: one sweeping instance at a time across replicas.
    return this.reservations.transaction(async (manager) => {
      if (!(await this.reservations.tryLockExpirySweep(manager))) return { expired: 0, skipped: true };
      let expired = 0;
      for (const id of await this.reservations.dueForExpiry(this.clock.now(), manager)) {
        if (await this.commands.execute<ExpireReservationCommand, boolean>(new ExpireReservationCommand(id))) expired += 1;
      }
      return { expired, skipped: false };
    });
  }
}
