import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Clock } from '../platform/clock/clock';
import { EXPIRE_RESERVATION_JOB, ExpireReservationJob, expiryJobId, RESERVATION_EXPIRY_QUEUE } from './jobs/reservation-expiry.job';

/**
 * How long a hold's answer waits for the queue. BullMQ's connection waits for Redis without end
 * (maxRetriesPerRequest: null), so without this bound an investor whose hold already committed would
 * wait for as long as Redis is down; the job still lands when Redis is back (same job id).
 */
export const EXPIRY_SCHEDULE_WAIT_MS = 1_000;

/** Schedules the delayed job that releases a hold on time; the sweep covers a job that never made it. */
@Injectable()
export class ExpiryScheduler {
  private readonly logger = new Logger(ExpiryScheduler.name);

  constructor(
    @InjectQueue(RESERVATION_EXPIRY_QUEUE) private readonly queue: Queue<ExpireReservationJob>,
    private readonly clock: Clock,
  ) {}

  async schedule(reservationId: string, expiresAt: Date): Promise<void> {
    const added = this.queue
      .add(
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
      )
      .then(
        () => 'added' as const,
        (error: unknown) => {
          this.logger.warn({ err: error, reservationId }, 'Could not schedule the expiry job; the sweep releases the hold');
          return 'failed' as const;
        },
      );
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), EXPIRY_SCHEDULE_WAIT_MS);
      timer.unref();
    });
    const outcome = await Promise.race([added, waited]);
    clearTimeout(timer);
    if (outcome === 'late') this.logger.warn({ reservationId }, 'The expiry job waits for Redis; the hold is answered now and the sweep covers it');
  }
}
