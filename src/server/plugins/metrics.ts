/**
 * Prometheus metrics at GET /metrics (prom-client): request rate, latency histogram and errors
 * per route and status, the process's own figures (memory, event-loop lag, GC), the catalogue
 * version and size, and the PostgreSQL pool. Each app has its own registry (tests build many
 * apps in one process). Who may read it: metrics-access.ts (the token, or a client on this
 * host judged by its socket); anyone else gets the JSON 404, as for any unknown path.
 *
 * Requests are counted by one onResponse hook into a prom-client Histogram labelled by method,
 * route pattern and status (ADR 102); its names, labels and buckets are the ones dashboards
 * built on fastify-metrics expect.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sendNotFound } from './errors';
import { metricsAccess, type MetricsAccessOptions } from './metrics-access';
import fp from 'fastify-plugin';

export type MetricsOptions = MetricsAccessOptions;

/** Seconds; the API's budget is p99 ≤ 50 ms, so the buckets are fine below it. */
export const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
] as const;

/** Not counted: as fastify-metrics' default method blacklist. */
const UNCOUNTED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

const METRICS_URL = '/metrics';

export const metricsPluginFor = fp<MetricsOptions>(async (app, options) => {
  const mayRead = metricsAccess(options);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'request duration in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers: [registry],
  });

  // Answers of routed requests (a route pattern), but not HEAD (Fastify's copy of a GET route)
  // and the like, nor the scrapes themselves; the not-found handler has no route to label.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && route !== METRICS_URL && !UNCOUNTED_METHODS.has(request.method)) {
      const labels = { method: request.method, route, status_code: reply.statusCode };
      durations.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get(
    METRICS_URL,
    {
      logLevel: 'warn',
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (!mayRead(request)) return sendNotFound(request, reply);
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );

  new Gauge({
    name: 'rigforge_catalog_version',
    help: 'Version of the catalogue loaded in memory',
    registers: [registry],
    collect() {
      this.set(app.catalog.current.version);
    },
  });
  new Gauge({
    name: 'rigforge_catalog_products',
    help: 'Products for sale in the loaded catalogue',
    registers: [registry],
    collect() {
      this.set(app.catalog.current.byId.size);
    },
  });
  new Gauge({
    name: 'rigforge_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.databasePoolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
});
