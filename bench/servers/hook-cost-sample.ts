import { buildVariantApp } from './hook-variant-list';

/**
 * One sample of bench/hook-costs.ts' in-process mode: builds the variant HOOK_VARIANT, sends
 * it SAMPLE_REQUESTS injected requests after a warm-up and prints the process's CPU µs per
 * request as `{"cpuUs":…}`. A process per sample: light-my-request keeps about 10 KB per
 * injected request reachable for the life of the process (not so over sockets), so one
 * process for every sample would fill the heap and skew later samples with GC work.
 */
const app = await buildVariantApp(process.env.HOOK_VARIANT ?? 'none');
const count = Number(process.env.SAMPLE_REQUESTS ?? 10_000);
const inject = async (n: number) => {
  for (let i = 0; i < n; i += 1) {
    const res = await app.inject({ method: 'GET', url: '/api/x' });
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
};
await inject(3_000); // warm-up: JIT
const before = process.cpuUsage();
await inject(count);
const used = process.cpuUsage(before);
await app.close();
console.log(JSON.stringify({ cpuUs: (used.user + used.system) / count }));
