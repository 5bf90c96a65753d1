import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { ExpireReservationCommand } from '../commands/expire-reservation.command';
import { ExpireReservationJob, RESERVATION_EXPIRY_QUEUE } from './reservation-expiry.job';

@Processor(RESERVATION_EXPIRY_QUEUE, { concurrency: 5 })
export class ReservationExpiryProcessor extends WorkerHost {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  process(job: Job<ExpireReservationJob>): Promise<boolean> {
    return this.commands.execute(new ExpireReservationCommand(job.data.reservationId));
  }
}
