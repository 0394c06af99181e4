import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from './lib/load';
import { HOOK_VARIANTS } from './servers/hook-variant-list';
import { compileForBench, nodeArgs } from './lib/compiled';

/**
 * `node --import tsx bench/hook-costs.ts [rounds] [--sockets]`: what each per-request hook costs.
 *
 * By default with Fastify's inject (no sockets), compiled as production compiles the server:
 * each sample is a process (servers/hook-cost-sample.ts) that builds one variant (hello-world
 * alone, plus one hook, plus all of them), sends 10,000 requests after a warm-up and reads
 * its CPU time around them; each variant's sample follows one of hello-world alone. The
 * cost of a hook is the variant's CPU per request minus hello-world's in the same round,
 * median over the rounds. Inject's own cost is the same in every variant and cancels out; the
 * socket writes do not appear (what extra headers cost on the wire is in the socket mode and
 * in the real-app figures). This is the mode for a busy machine: CPU time, paired in time, is
 * little affected by neighbours, where req/s is at their mercy.
 *
 * With --sockets: starts
 * bench/servers/hook-variants.ts once per variant (hello-world alone, plus one hook, plus all
 * of them) and loads GET /api/x with autocannon twice: at a fixed 5,000 req/s (50 connections),
 * for the server process's CPU time per request (all its threads, from every /proc/<pid>/task/<tid>/schedstat,
 * nanoseconds), and flat out at 100 connections for req/s and p99. CPU per request at a fixed
 * rate is the figure to compare: req/s on a shared 2-core machine depends as much on the load
 * generator and the neighbours, and flat out a starved server batches fewer requests per
 * event-loop turn, which changes its CPU per request too. Variants run interleaved for
 * several rounds; medians are kept.
 */
const rootDir = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const sockets = args.includes('--sockets');
const DURATION_S = Number(process.env.HOOK_COST_SECONDS ?? 5);
const FIXED_RATE = 5_000;

/** Nanoseconds on CPU of every thread of the process (schedstat's first field). */
function cpuNs(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
  }
  return total;
}

async function paced(server: RunningServer): Promise<number> {
  const url = `${server.baseUrl}/api/x`;
  await autocannon({ url, connections: 50, duration: 1 }); // warm-up: JIT, connections
  const before = cpuNs(server.pid);
  const result = await autocannon({
    url,
    connections: 50,
    overallRate: FIXED_RATE,
    duration: DURATION_S,
  });
  if (result.errors || result.non2xx) throw new Error(`${result.errors + result.non2xx} errors`);
  return (cpuNs(server.pid) - before) / 1000 / Math.max(result.requests.total, 1);
}

async function flatOut(server: RunningServer) {
  const result = await autocannon({
    url: `${server.baseUrl}/api/x`,
    connections: 100,
    duration: DURATION_S,
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99 };
}

async function withVariant<T>(
  name: string,
  run: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(rootDir, 'hook-variants', { HOOK_VARIANT: name });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const INJECTED = 10_000;

async function injectCosts(): Promise<void> {
  const names = ['none', ...HOOK_VARIANTS.map((v) => v.name).filter((n) => n !== 'none'), 'all'];
  const file = await compileForBench(rootDir, path.join('bench', 'servers', 'hook-cost-sample.ts'));
  const run = async (name: string, count: number) => {
    const { stdout } = await promisify(execFile)(process.execPath, nodeArgs(file), {
      cwd: rootDir,
      env: { ...process.env, HOOK_VARIANT: name, SAMPLE_REQUESTS: String(count) },
    });
    return (JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { cpuUs: number }).cpuUs;
  };
  const perRequest = new Map<string, number[]>();
  const added = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const name of names.slice(1)) {
      const base = await run('none', INJECTED);
      const cost = await run(name, INJECTED);
      perRequest.set('none', [...(perRequest.get('none') ?? []), base]);
      perRequest.set(name, [...(perRequest.get(name) ?? []), cost]);
      added.set(name, [...(added.get(name) ?? []), cost - base]);
    }
    console.error(`round ${round} done, load ${loadavg()[0]?.toFixed(2)}`);
  }
  console.log(
    `\n| hooks | CPU µs per injected request (median of ${rounds}) | added by the hook (paired, median) |`,
  );
  console.log('|---|---|---|');
  for (const name of names) {
    const label = name === 'none' ? 'hello-world alone' : `+ ${name}`;
    const add = name === 'none' ? '-' : median(added.get(name)!).toFixed(2);
    console.log(`| ${label} | ${median(perRequest.get(name)!).toFixed(2)} | ${add} |`);
  }
}

async function socketCosts(): Promise<void> {
  // Each variant is measured right after hello-world alone (a pair), so both see the same
  // neighbours; the added cost is the difference within the pair, median over the rounds.
  const names = [...HOOK_VARIANTS.map((v) => v.name).filter((n) => n !== 'none'), 'all'];
  const added = new Map<string, number[]>();
  const own = new Map<string, number[]>();
  const flat = new Map<string, { reqPerSec: number; p99Ms: number }[]>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const name of names) {
      const base = await withVariant('none', paced);
      const cost = await withVariant(name, paced);
      added.set(name, [...(added.get(name) ?? []), cost - base]);
      own.set(name, [...(own.get(name) ?? []), cost]);
      own.set('none', [...(own.get('none') ?? []), base]);
      console.error(
        `round ${round} ${name}: ${cost.toFixed(1)} µs vs ${base.toFixed(1)} µs alone, load ${loadavg()[0]?.toFixed(2)}`,
      );
    }
    for (const name of ['none', 'all']) {
      const result = await withVariant(name, flatOut);
      flat.set(name, [...(flat.get(name) ?? []), result]);
      console.error(`round ${round} ${name} flat out: ${Math.round(result.reqPerSec)} req/s`);
    }
  }
  console.log(
    `\n| hooks | server CPU µs/request at ${FIXED_RATE} req/s | added by the hook (paired, median of ${rounds}) |`,
  );
  console.log('|---|---|---|');
  console.log(`| hello-world alone | ${median(own.get('none')!).toFixed(1)} | - |`);
  for (const name of names) {
    console.log(
      `| + ${name} | ${median(own.get(name)!).toFixed(1)} | ${median(added.get(name)!).toFixed(1)} |`,
    );
  }
  for (const name of ['none', 'all']) {
    const list = flat.get(name)!;
    console.log(
      `\nflat out, 100 connections, ${name}: ${Math.round(median(list.map((r) => r.reqPerSec)))} req/s, p99 ${median(list.map((r) => r.p99Ms))} ms`,
    );
  }
}

const loadAtStart = loadavg();
await (sockets ? socketCosts() : injectCosts());
console.log(
  `\nload average at the start: ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
