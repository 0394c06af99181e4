import type { FastifyInstance } from 'fastify';
import { sharedRateLimit } from '../../plugins/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests per minute and client address allowed on the logging endpoints. */
    loggingRateLimitPerMinute: number;
    /** Builds per minute and client address that may be saved. */
    saveRateLimitPerMinute: number;
  }
}

/** Per-route rate limit for the fire-and-forget logging endpoints (errors, activities). */
export function loggingRateLimit(app: FastifyInstance) {
  return { max: app.loggingRateLimitPerMinute, timeWindow: 60_000 };
}

/**
 * The rate limit of the calls that store a build (SaveLocalBuild, completeBuildAndSave): one
 * budget per client address for both, so alternating them does not double it.
 */
export function saveRateLimit(app: FastifyInstance) {
  return sharedRateLimit(app, { max: app.saveRateLimitPerMinute, timeWindowMs: 60_000 });
}
