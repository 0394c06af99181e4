import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_SITE_CONFIG } from '../../src/domain/contracts/site-config';
import { antiForgeryPlugin } from '../../src/server/plugins/anti-forgery';
import { compressAnswersPlugin } from '../../src/server/plugins/compress-answers';
import { errorsPlugin } from '../../src/server/plugins/errors';
import { metricsPluginFor } from '../../src/server/plugins/metrics';
import { rateLimitsPlugin } from '../../src/server/plugins/rate-limits';
import { requestHygienePlugin } from '../../src/server/plugins/request-hygiene';
import { requestIdOf } from '../../src/server/plugins/request-id';
import { securityHeadersPlugin } from '../../src/server/plugins/security-headers';

export interface HookVariant {
  name: string;
  /** Needs Fastify's genReqId set to the shop's request id function. */
  requestIds?: boolean;
  register(app: FastifyInstance): PromiseLike<unknown>;
}

/** The app's per-request plugins as buildApp registers them, one variant each. */
export const HOOK_VARIANTS: HookVariant[] = [
  { name: 'none', register: async () => undefined },
  { name: 'errors', register: (app) => app.register(errorsPlugin) },
  {
    name: 'security headers and request id',
    requestIds: true,
    register: (app) =>
      app.register(securityHeadersPlugin, { site: DEFAULT_SITE_CONFIG, https: false }),
  },
  { name: 'request hygiene', register: (app) => app.register(requestHygienePlugin) },
  { name: 'compression check', register: (app) => app.register(compressAnswersPlugin) },
  {
    name: 'rate limits',
    register: (app) => app.register(rateLimitsPlugin, { redisUrl: null, prefix: 'bench' }),
  },
  {
    name: 'anti-forgery',
    register: (app) =>
      app.register(antiForgeryPlugin, {
        secret: 'bench-secret-bench-secret-bench-secret-01',
        ttlSeconds: 3600,
        allowedOrigins: [],
        now: Date.now,
      }),
  },
  {
    name: 'metrics',
    register: async (app) => {
      // The gauges read these only when /metrics is scraped.
      app.decorate('catalog', { current: { version: 1, byId: new Map() } } as never);
      app.decorate('databasePoolStats', () => null);
      return app.register(metricsPluginFor, { token: null });
    },
  },
];

/** The answer of GET /api/x: as short as GET /api/settings' (a token of 80 characters). */
const BODY = `{"data":{"csrfToken":"${'x'.repeat(80)}"}}`;

/**
 * Hello-world Fastify plus the named variants' plugins (`all`: every one, in buildApp's
 * order), answering GET /api/x under /api so API-scoped hooks do their work.
 */
export async function buildVariantApp(wanted: string): Promise<FastifyInstance> {
  const chosen =
    wanted === 'all'
      ? HOOK_VARIANTS.filter((v) => v.name !== 'none')
      : HOOK_VARIANTS.filter((v) => v.name === wanted);
  if (chosen.length === 0) throw new Error(`unknown hook variant ${wanted}`);
  const app = Fastify({
    logger: false,
    ...(chosen.some((v) => v.requestIds) ? { genReqId: requestIdOf } : {}),
  });
  for (const variant of chosen) await variant.register(app);
  app.get('/api/x', (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(BODY);
  });
  await app.ready();
  return app;
}
