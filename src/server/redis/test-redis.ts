import { Redis } from 'ioredis';

/** Test support: the Redis the tests may use (TEST_REDIS_URL), default the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url` within half a second (suites run without one too). */
export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    commandTimeout: 500,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  const reply = await client.ping().catch(() => null);
  client.disconnect();
  return reply === 'PONG';
}
