import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface RedisConnectionOptions {
  /** Each command fails after this many ms without a reply (the caller then fails open). */
  commandTimeoutMs: number;
  /** Start-up waits at most this long for the first connection before going on without it. */
  startWaitMs: number;
}

/** Redis refusing the credentials (ACL or requirepass): a configuration fault, not an outage. */
const AUTH_FAILURE = /^(WRONGPASS|NOAUTH|NOPERM)\b|\bAUTH\b/i;

/**
 * An ioredis client for the shared rate-limit counts (`redis://` or `rediss://` for TLS; user,
 * password and database number from the URL). Commands are never queued while Redis is away,
 * and each has a deadline: a request waits on Redis for at most one deadline. A reply that comes
 * after its deadline is matched to its own command and dropped, so the connection stays usable.
 *
 * Faults are logged once each until the connection is ready again: a refused login at error
 * level (it will not heal by itself), anything else at warn.
 */
export async function openRedis(
  url: string,
  log: FastifyBaseLogger,
  options: RedisConnectionOptions,
): Promise<Redis> {
  const redis = new Redis(url, {
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: Math.max(options.startWaitMs, options.commandTimeoutMs),
    enableOfflineQueue: false,
    // Without an offline queue nothing waits for a reconnection; fail each command at once.
    maxRetriesPerRequest: 0,
  });
  let lastReported: string | null = null;
  let wasReady = false;
  redis.on('error', (error: Error) => {
    if (error.message === lastReported) return;
    lastReported = error.message;
    if (AUTH_FAILURE.test(error.message)) {
      log.error(
        { err: error },
        'Redis refused the login from REDIS_URL; rate limits are not shared',
      );
    } else {
      log.warn(
        { err: error },
        'Redis unavailable; requests pass without a shared rate-limit count',
      );
    }
  });
  redis.on('ready', () => {
    if (wasReady && lastReported !== null) log.info('Redis reachable again');
    wasReady = true;
    lastReported = null;
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, options.startWaitMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}
