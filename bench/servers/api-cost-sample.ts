import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { apiCostCalls } from '../lib/api-cost-calls';

/**
 * One sample of bench/api-costs.ts: the real app (in-memory PGlite, curated seed) answers
 * SAMPLE_REQUESTS injected requests of the call API_COST_CALL after a warm-up, and prints the
 * process's CPU µs per request as `{"cpuUs":…}`. A process per sample, as hook-cost-sample.ts
 * (light-my-request keeps memory per injected request for the life of the process).
 */
const config = loadConfig({
  ...process.env,
  DATABASE_URL: 'memory://',
  CSRF_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  LOG_LEVEL: 'silent',
  SAVE_RATE_LIMIT_PER_MINUTE: '100000000',
});
const app = await buildApp(config, { logger: false });
const name = process.env.API_COST_CALL ?? 'validate';
const settings = await app.inject({ method: 'GET', url: '/api/settings' });
const token = (settings.json() as { data: { csrfToken: string } }).data.csrfToken;
const call = apiCostCalls(token).find((c) => c.name === name);
if (!call) throw new Error(`no call ${name}`);
const count = Number(process.env.SAMPLE_REQUESTS ?? 10_000);
const inject = async (n: number) => {
  for (let i = 0; i < n; i += 1) {
    const res = await app.inject(call.request);
    if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
  }
};
await inject(3_000); // warm-up: JIT
const before = process.cpuUsage();
await inject(count);
const used = process.cpuUsage(before);
await app.close();
console.log(JSON.stringify({ cpuUs: (used.user + used.system) / count }));
