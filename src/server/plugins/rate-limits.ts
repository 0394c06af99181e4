import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { openRedis } from '../redis/redis-connection';
import { HttpError } from './errors';
import fp from 'fastify-plugin';

export interface RateLimitsOptions {
  /** Counts in this Redis (shared by all nodes); null: in this node's memory. */
  redisUrl: string | null;
  /** Key prefix in Redis. */
  prefix: string;
  /** A node waits this long for Redis before letting the request through uncounted. */
  redisTimeoutMs?: number;
}

/** Start-up waits this long for the first Redis connection, then serves without it. */
const REDIS_START_WAIT_MS = 5_000;

/**
 * @fastify/rate-limit, per client address, on the routes that ask for it (`config.rateLimit`).
 * With REDIS_URL the counts live in Redis, so every node enforces one budget per client; if
 * Redis does not answer, requests pass uncounted (availability first, ADR 101).
 * A request whose socket is already gone (a pipelined call read just before the client reset
 * the connection) is dropped first: nobody can receive its answer, and the limiter's key
 * function would throw on its missing address and log a 500.
 */
export const rateLimitsPlugin = fp<RateLimitsOptions>(async (app, options) => {
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as typeof request.raw.socket | null;
    // After a reset the handle may already be gone (no address) before `destroyed` is set.
    if (socket === null || socket.destroyed || socket.remoteAddress === undefined) {
      request.log.info('client went away before its request was handled');
      reply.hijack();
    }
    done();
  });
  if (options.redisUrl === null) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = await openRedis(options.redisUrl, app.log, {
    commandTimeoutMs: options.redisTimeoutMs ?? 500,
    startWaitMs: REDIS_START_WAIT_MS,
  });
  // disconnect, not quit: quit waits for a Redis that may not answer.
  app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: options.prefix,
    skipOnError: true,
  });
});

export interface SharedLimit {
  /** Requests per client address and window. */
  max: number;
  timeWindowMs: number;
}

/**
 * One budget per client address for several routes (e.g. both calls that store a build), as an
 * onRequest hook: the plugin's per-route `config.rateLimit` keeps a separate count per route.
 * Over budget: 429 with Retry-After and the errors payload.
 */
export function sharedRateLimit(
  app: FastifyInstance,
  limit: SharedLimit,
): onRequestAsyncHookHandler {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      'Too many requests. Please try again in a minute.',
    );
  };
}
