import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { SiteConfig } from '../domain/contracts/site-config';
import { siteConfigFrom, type Config } from './config';
import type { DatabaseHandle } from './db/database';
import { allowedHostsPlugin } from './plugins/allowed-hosts';
import { antiForgeryPlugin } from './plugins/anti-forgery';
import { catalogPlugin, type CatalogPluginOptions } from './plugins/catalog';
import { compressAnswersPlugin } from './plugins/compress-answers';
import { connectionBackpressurePlugin } from './plugins/connection-backpressure';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler } from './plugins/client-errors';
import { errorsPlugin, handleError } from './plugins/errors';
import { metricsPluginFor } from './plugins/metrics';
import { requestIdOf } from './plugins/request-id';
import { RequestLogController } from './plugins/request-log';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { isoDate } from './builds/build-time';
import { pageDataServices } from './web/page-data-services';
import { featureOfPath } from './web/route-preloads';
import { pageMetaFor } from './web/page-meta';
import { dataAttributions } from './catalog/data-attributions';
import { apiRoutes } from './routes/api-routes';
import { crawlerRoutes } from './routes/crawler-routes';
import { mediaRoutes } from './routes/media-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock in epoch milliseconds (BuildAppOptions.now): build times, token expiry. */
    now(): number;
    /** Public per-deployment settings (brand, retail-site and basket URLs). */
    site: SiteConfig;
  }
}

export interface BuildAppOptions {
  /** Use this open database instead of opening config.database; the caller closes it. */
  database?: DatabaseHandle;
  /** Clock in milliseconds since the epoch (anti-forgery token expiry, build times). */
  now?: () => number;
  /** Pino options, or false for no logging; default `{ level: config.logLevel }`. */
  logger?: FastifyServerOptions['logger'];
  /** Catalogue seeding and reload polling (tests: `{ pollIntervalMs: 0 }`, a fixed seed). */
  catalog?: CatalogPluginOptions;
}

/** Bodies are small JSON documents; anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Idle keep-alive connections are closed after this (longer than a proxy's usual 60 s, to avoid races). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Bounds on slow clients: the whole request (head and body) within config.requestTimeoutMs, or
 * Node answers 408 and closes; a connection idle for longer than keep-alive is closed. Node
 * checks the request deadlines every connectionsCheckingInterval (default 30 s: too coarse).
 */
function connectionBounds(config: Config) {
  const requestTimeout = config.requestTimeoutMs;
  return {
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: KEEP_ALIVE_TIMEOUT_MS + 5_000,
    http: {
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
    },
  };
}

/** A hop count as the function Fastify runs (its types leave out the number it also accepts). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    ...connectionBounds(config),
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { caseSensitive: false },
    genReqId: requestIdOf,
    logController: new RequestLogController(),
    // Errors raised before routing (e.g. a malformed URL escape) get the same errors payload;
    // a browser navigating to such a URL gets the 404 page instead of a JSON document.
    frameworkErrors: (error, request, reply) =>
      void (app.sendWebPage(request, reply) ?? handleError(error, request, reply)),
    // What Node's parser refuses (400, 431, 408) gets the errors payload too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('loggingRateLimitPerMinute', config.loggingRateLimitPerMinute);
  app.decorate('saveRateLimitPerMinute', config.saveRateLimitPerMinute);

  const site = siteConfigFrom(config);
  app.decorate('now', options.now ?? Date.now);
  app.decorate('site', site);
  await app.register(errorsPlugin);
  // In front of every route: what one connection can make the server hold (ADR 097).
  await app.register(connectionBackpressurePlugin);
  await app.register(securityHeadersPlugin, {
    site,
    https: config.publicOrigin?.startsWith('https:') ?? false,
  });
  await app.register(allowedHostsPlugin, { hosts: config.allowedHosts });
  await app.register(requestHygienePlugin);
  await app.register(compressAnswersPlugin);
  await app.register(rateLimitsPlugin, {
    redisUrl: config.redisUrl,
    redisTimeoutMs: config.redisTimeoutMs,
    prefix: config.rateLimitPrefix,
  });
  await app.register(dbPlugin, {
    target: config.database,
    timeoutMs: config.databaseTimeoutMs,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(catalogPlugin, { pollIntervalMs: config.catalogPollMs, ...options.catalog });
  await app.register(antiForgeryPlugin, {
    secret: config.csrfSecret,
    ttlSeconds: config.csrfTokenTtlSeconds,
    allowedOrigins: config.allowedOrigins,
    publicOrigin: config.publicOrigin,
    now: options.now ?? Date.now,
  });
  await app.register(openApiPlugin, { brand: site.brand });
  await app.register(metricsPluginFor, {
    token: config.metricsToken,
    trustProxy: config.trustProxy,
  });
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });
  await app.register(mediaRoutes);
  // Absolute URLs (pages, sitemap, robots.txt) never come from the request: a foreign Host
  // would become a page's og:url or canonical (ADR 100). Without PUBLIC_ORIGIN they are left out.
  const siteOrigin = () => config.publicOrigin;
  await app.register(crawlerRoutes, { origin: siteOrigin });
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    site: () => ({ ...site, dataAttributions: dataAttributions(app.catalog.current) }),
    featureOf: featureOfPath,
    // Pages rendered on the server (ADR 094), kept per catalogue version and day (ADR 110).
    render: {
      services: pageDataServices(app),
      version: () => `${app.catalog.current.version}|${isoDate(app.now())}`,
    },
    page: (request) =>
      pageMetaFor(app, {
        pathname: request.url.split('?')[0] ?? '/',
        query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
        origin: siteOrigin(),
      }),
  });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
