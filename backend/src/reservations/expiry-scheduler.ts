import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Clock } from '../platform/clock/clock';
import { EXPIRE_RESERVATION_JOB, ExpireReservationJob, expiryJobId, RESERVATION_EXPIRY_QUEUE } from './jobs/reservation-expiry.job';

/** Schedules the delayed job that releases a hold on time; the sweep covers a job that never made it. */
@Injectable()
export class ExpiryScheduler {
  private readonly logger = new Logger(ExpiryScheduler.name);

  constructor(
    @InjectQueue(RESERVATION_EXPIRY_QUEUE) private readonly queue: Queue<ExpireReservationJob>,
    private readonly clock: Clock,
  ) {}

  async schedule(reservationId: string, expiresAt: Date): Promise<void> {
    try {
      await this.queue.add(
        EXPIRE_RESERVATION_JOB,
        { reservationId },
        {
          jobId: expiryJobId(reservationId, expiresAt),
          delay: Math.max(0, expiresAt.getTime() - this.clock.now().getTime()),
          attempts: 5,
          backoff: { type: 'exponential', delay: 5_000 },
          removeOnComplete: 1_000,
          removeOnFail: 1_000,
        },
      );
    } catch (error) {
      this.logger.warn({ err: error, reservationId }, 'Could not schedule the expiry job; the sweep releases the hold');
    }
  }
}
