import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests per minute and client address allowed on the logging endpoints. */
    loggingRateLimitPerMinute: number;
  }
}

/** Per-route rate limit for the fire-and-forget logging endpoints (errors, activities). */
export function loggingRateLimit(app: FastifyInstance) {
  return { max: app.loggingRateLimitPerMinute, timeWindow: 60_000 };
}
