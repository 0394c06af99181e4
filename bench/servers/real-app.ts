import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

// The shop's app as production builds it, over an in-memory PGlite by default; with
// BENCH_DATA_DIR, over the on-disk PGlite there (an imported catalogue, bench/growth.ts).
// It logs as production does (LOG_LEVEL, default info: ADR 087), into /dev/null rather than
// stdout, which carries the port line.
const dataDir = process.env.BENCH_DATA_DIR;
const config = loadConfig({
  ...process.env,
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  DATABASE_URL: dataDir ? '' : (process.env.BENCH_DATABASE_URL ?? 'memory://'),
  CSRF_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  // The load generator is one client address; the per-client save limit would stop it at once.
  SAVE_RATE_LIMIT_PER_MINUTE: process.env.SAVE_RATE_LIMIT_PER_MINUTE ?? '100000000',
});
const app = await buildApp(config, { logger: { level: config.logLevel, file: '/dev/null' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
