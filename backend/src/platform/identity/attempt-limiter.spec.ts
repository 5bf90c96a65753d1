import { ServiceUnavailableError } from '../errors';
import { loadConfig } from '../config';
import { Metrics } from '../metrics';
import { RedisClient } from '../redis/redis.module';
import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter when Redis cannot count', () => {
  it('refuses with 503 (ServiceUnavailableError) instead of checking anything uncounted', async () => {
    const config = loadConfig({});
    const redis = new RedisClient(config);
    // A connection that is closed for good: every command fails, as with Redis down.
    redis.connection.disconnect();
    const limiter = new AttemptLimiter(redis, config, new Metrics());
    await expect(limiter.consume('staff-sign-in', 'alguien@cdm.test', '10.0.0.1')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(limiter.consume('email-link', 'alguien@cdm.test', '10.0.0.1')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
