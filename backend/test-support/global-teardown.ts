import IORedis from 'ioredis';
import { redisOptionsFromUrl } from '../src/platform/redis/redis.module';
import { dropRunDatabases } from './worker-databases';

export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const prefix = process.env.REDIS_PREFIX;
  if (databaseUrl?.includes('/cdm_test_')) await dropRunDatabases(databaseUrl);
  if (prefix?.startsWith('cdm-test-') && process.env.REDIS_URL) {
    const redis = new IORedis(redisOptionsFromUrl(process.env.REDIS_URL));
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
