import type { Queue } from 'bullmq';
import { Clock } from '../platform/clock/clock';
import type { ExpireReservationJob } from './jobs/reservation-expiry.job';
import { EXPIRY_SCHEDULE_WAIT_MS, ExpiryScheduler } from './expiry-scheduler';

// A queue whose Redis is down: BullMQ's add waits for it without end.
function queueWaitingForRedis() {
  let landed = false;
  let land: () => void = () => undefined;
  const add = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        land = () => {
          landed = true;
          resolve();
        };
      }),
  );
  return { queue: { add } as unknown as Queue<ExpireReservationJob>, add, land: () => land(), landed: () => landed };
}

describe('ExpiryScheduler', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the hold once the bounded wait is over while Redis is down, and the job still lands when it is back', async () => {
    jest.useFakeTimers();
    const redisDown = queueWaitingForRedis();
    const scheduler = new ExpiryScheduler(redisDown.queue, new Clock());
    let answered = false;
    const scheduling = scheduler.schedule('reservation-1', new Date(Date.now() + 60_000)).then(() => (answered = true));

    await jest.advanceTimersByTimeAsync(EXPIRY_SCHEDULE_WAIT_MS - 1);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await scheduling;
    expect(answered).toBe(true);
    expect(redisDown.add).toHaveBeenCalledWith('expire-reservation', { reservationId: 'reservation-1' }, expect.objectContaining({ jobId: expect.any(String) }));

    redisDown.land();
    await Promise.resolve();
    expect(redisDown.landed()).toBe(true);
  });

  it('answers as soon as the job is queued, and a queue error never fails the hold', async () => {
    const queued = new ExpiryScheduler({ add: jest.fn().mockResolvedValue(undefined) } as unknown as Queue<ExpireReservationJob>, new Clock());
    await expect(queued.schedule('reservation-2', new Date())).resolves.toBeUndefined();
    const failing = new ExpiryScheduler({ add: jest.fn().mockRejectedValue(new Error('Connection is closed.')) } as unknown as Queue<ExpireReservationJob>, new Clock());
    await expect(failing.schedule('reservation-3', new Date())).resolves.toBeUndefined();
  });
});
