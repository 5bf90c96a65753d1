import type { AppConfig } from '../config';
import type { RedisClient } from '../redis/redis.module';
import { answeredKey, BackgroundPace, PACE_REFRESH_MS } from './background-pace';

/** A pace on a clock only the test moves, recording the waits it asks for instead of waiting. */
class DrivenPace extends BackgroundPace {
  clock = 1_000_000;
  readonly waits: number[] = [];
  protected override now(): number {
    return this.clock;
  }
  protected override sleep(ms: number): Promise<void> {
    this.waits.push(ms);
    return Promise.resolve();
  }
}

function paceWith(counts: Record<string, string | Error>, figures: { yieldAbove?: number; jobsPerSecond?: number } = {}) {
  const reads: string[] = [];
  const redis = {
    connection: {
      get: (key: string) => {
        reads.push(key);
        const count = counts[key];
        return count instanceof Error ? Promise.reject(count) : Promise.resolve(count ?? null);
      },
    },
  } as unknown as RedisClient;
  const config = {
    redisPrefix: 'cdm-test',
    backgroundYieldAboveRequestsPerSecond: figures.yieldAbove ?? 100,
    backgroundJobsPerSecondWhenBusy: figures.jobsPerSecond ?? 50,
  } as AppConfig;
  return { pace: new DrivenPace(redis, config), reads };
}

// The pace reads the last whole second before the driven clock's (1,000,000 ms = second 1,000).
const LAST_SECOND = answeredKey('cdm-test', 999);

describe('BackgroundPace: requests first', () => {
  it('starts every job at once while the API answered fewer requests than the figure in the last second', async () => {
    const { pace, reads } = paceWith({ [LAST_SECOND]: '99' });
    for (let job = 0; job < 10; job += 1) await pace.turn();
    expect(pace.waits).toEqual([]);
    expect(reads).toEqual([LAST_SECOND]);
  });

  it('spaces the jobs evenly at the busy figure while the API answered at least as many as the figure', async () => {
    const { pace } = paceWith({ [LAST_SECOND]: '100' }, { jobsPerSecond: 50 });
    await Promise.all(Array.from({ length: 5 }, () => pace.turn()));
    // Five jobs asking at once: the first starts then, each next one 20 ms (1/50 s) after the previous.
    expect(pace.waits).toEqual([20, 40, 60, 80]);
  });

  it('reads the count again every quarter second, and stops yielding once the API is quiet', async () => {
    const counts: Record<string, string> = { [LAST_SECOND]: '500' };
    const { pace, reads } = paceWith(counts, { jobsPerSecond: 10 });
    await pace.turn();
    await pace.turn();
    expect(pace.waits).toEqual([100]);

    pace.clock = 1_001_000 + PACE_REFRESH_MS;
    counts[answeredKey('cdm-test', 1_000)] = '3';
    await pace.turn();
    await pace.turn();
    expect(pace.waits).toEqual([100]);
    expect(reads).toEqual([LAST_SECOND, answeredKey('cdm-test', 1_000)]);
  });

  it('runs at full speed when Redis cannot say, and never reads it when the figure is 0', async () => {
    const failing = paceWith({ [LAST_SECOND]: new Error('down') });
    await failing.pace.turn();
    await failing.pace.turn();
    expect(failing.pace.waits).toEqual([]);

    const never = paceWith({ [LAST_SECOND]: '100000' }, { yieldAbove: 0 });
    await never.pace.turn();
    expect(never.reads).toEqual([]);
    expect(never.pace.waits).toEqual([]);
  });
});
