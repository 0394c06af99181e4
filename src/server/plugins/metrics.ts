/**
 * Prometheus metrics at GET /metrics (fastify-metrics over prom-client): request rate, latency
 * histogram and errors per route and status, the process's own figures (memory, event-loop lag,
 * GC), the catalogue version and size, and the PostgreSQL pool. Each app has its own registry
 * (tests build many apps in one process). The endpoint answers a client carrying
 * `Authorization: Bearer <METRICS_TOKEN>`; without a token configured, only a loopback client
 * (a sidecar or an SSH tunnel); anyone else gets the JSON 404, as for any unknown path.
 */
import type { FastifyRequest } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import { Gauge, Registry } from 'prom-client';
import { sendNotFound } from './errors';
import { globalPlugin } from './global-plugin';

export interface MetricsOptions {
  token: string | null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayRead(request: FastifyRequest, token: string | null): boolean {
  // The socket's own address: a forwarded header must not open the endpoint.
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  return request.headers.authorization === `Bearer ${token}`;
}

/** Seconds; the API's budget is p99 ≤ 50 ms, so the buckets are fine below it. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const metricsPluginFor = globalPlugin<MetricsOptions>(async (app, { token }) => {
  const registry = new Registry();
  await app.register(metricsPlugin, {
    endpoint: {
      url: '/metrics',
      method: 'GET',
      logLevel: 'warn',
      schema: { hide: true },
      handler: () => undefined,
      onRequest: async (request, reply) => {
        if (!mayRead(request, token)) return sendNotFound(request, reply);
      },
    },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: ['/metrics'],
      overrides: {
        histogram: { buckets: LATENCY_BUCKETS, registers: [registry] },
        // Created even when disabled: keep it out of the global registry too.
        summary: { registers: [registry] },
      },
    },
  });
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
