/**
 * Prometheus metrics at GET /metrics (prom-client): request rate, latency histogram and errors
 * per route and status, the process's own figures (memory, event-loop lag, GC), the catalogue
 * version and size, and the PostgreSQL pool. Each app has its own registry (tests build many
 * apps in one process). The endpoint answers a client carrying
 * `Authorization: Bearer <METRICS_TOKEN>`; without a token configured, only a loopback client
 * (a sidecar or an SSH tunnel); anyone else gets the JSON 404, as for any unknown path.
 *
 * The request histogram is counted by one onResponse hook per route, attached when the route
 * is registered and holding that route's counters: a request costs a clock read (Fastify's
 * reply.elapsedTime), one small map lookup by status and a bucket increment, where
 * fastify-metrics built a labels object and hashed it into prom-client on every request
 * (ADR 014). The exposition is the one fastify-metrics gave (same names, labels and buckets).
 */
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
} from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
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
export const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
] as const;

/** Not counted: as fastify-metrics' default method blacklist. */
const UNCOUNTED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

const METRICS_URL = '/metrics';

/** One label set's counters: per-bucket counts (last slot: above every bound), sum, count. */
interface Series {
  labels: Record<string, string>;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/** The first bucket whose bound holds the value; LATENCY_BUCKETS.length when none does. */
function bucketOf(seconds: number): number {
  let i = 0;
  while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i += 1;
  return i;
}

/**
 * `http_request_duration_seconds{method,route,status_code}` as a prom-client metric object:
 * the registry asks it for its values when /metrics is read, never per request.
 */
class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'request duration in seconds';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: Series[] = [];

  /** A fresh series for one method, route and status (kept for the life of the app). */
  open(method: string, route: string, status: number): Series {
    const series: Series = {
      labels: { method, route, status_code: String(status) },
      buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
      sum: 0,
      count: 0,
    };
    this.series.push(series);
    return series;
  }

  get() {
    const bucket = `${this.name}_bucket`;
    const values = this.series.flatMap((s) => {
      let cumulative = 0;
      return [
        ...LATENCY_BUCKETS.map((le, i) => {
          cumulative += s.buckets[i]!;
          return { labels: { le }, sharedLabels: s.labels, value: cumulative, metricName: bucket };
        }),
        { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucket },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` },
      ];
    });
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  reset() {
    for (const s of this.series) {
      s.buckets.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
}

/** The hook that counts one route's answers, its series per method and status made on first use. */
function routeCounter(
  durations: RequestDurations,
  route: string,
  methods: ReadonlySet<string>,
): onResponseHookHandler {
  // Per method, the series indexed by status code: no key to build per request.
  const byMethod = new Map<string, Series[]>();
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const { method } = request;
    // Fastify copies a GET route's hooks to its HEAD route: HEAD stays uncounted.
    if (methods.has(method)) {
      const status = reply.statusCode;
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = [];
        byMethod.set(method, byStatus);
      }
      let series = byStatus[status];
      if (!series) {
        series = durations.open(method, route, status);
        byStatus[status] = series;
      }
      const seconds = reply.elapsedTime / 1000;
      series.buckets[bucketOf(seconds)]! += 1;
      series.sum += seconds;
      series.count += 1;
    }
    done();
  };
}

export const metricsPluginFor = globalPlugin<MetricsOptions>(async (app, { token }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RequestDurations();
  // prom-client's registries take any object with its metrics' shape (name, get, reset).
  registry.registerMetric(durations as unknown as Parameters<Registry['registerMetric']>[0]);

  // Decided once per route as it is registered: which methods it counts, and its label.
  app.addHook('onRoute', (route) => {
    if (route.url === METRICS_URL) return;
    const methods = new Set(
      [route.method].flat().filter((method) => !UNCOUNTED_METHODS.has(method)),
    );
    if (methods.size === 0) return;
    const statsId = (route.config as { statsId?: unknown } | undefined)?.statsId;
    const label = typeof statsId === 'string' ? statsId : route.url;
    const counter = routeCounter(durations, label, methods);
    route.onResponse = [route.onResponse ?? []].flat().concat(counter);
  });

  app.get(
    METRICS_URL,
    {
      logLevel: 'warn',
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (!mayRead(request, token)) return sendNotFound(request, reply);
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
