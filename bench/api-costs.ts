import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { compileForBench, nodeArgs } from './lib/compiled';

/**
 * `node --import tsx bench/api-costs.ts [other checkout] [rounds] [call,…]`: CPU µs per request
 * of the API budgets' calls on the real app, with Fastify's inject (no sockets), compiled as
 * production compiles the server. Each sample is its own process (servers/api-cost-sample.ts);
 * with another checkout (e.g. `git worktree` of main), its sample of the same call directly
 * precedes or follows this checkout's, alternating, and the difference within each pair is
 * kept (median over the rounds). CPU time, paired in time, is what a shared 2-core machine
 * lets us compare (ADR 014); what the socket and Node's HTTP parser cost is not in it (that is
 * bench/compare.ts' part).
 */
const here = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const other = args[0] && !/^\d+$/.test(args[0]) ? path.resolve(args[0]) : null;
const rest = other ? args.slice(1) : args;
const rounds = Number(rest[0] ?? 3);
const calls = (
  rest[1] ?? 'settings,allgpucomponents,getbuilds-featured,getbuilds-filtered,validate'
).split(',');
const COUNT = Number(process.env.SAMPLE_REQUESTS ?? 10_000);

async function sample(root: string, call: string): Promise<number> {
  const file = await compileForBench(root, path.join('bench', 'servers', 'api-cost-sample.ts'));
  const { stdout } = await promisify(execFile)(process.execPath, nodeArgs(file), {
    cwd: root,
    env: { ...process.env, API_COST_CALL: call, SAMPLE_REQUESTS: String(COUNT) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return (JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { cpuUs: number }).cpuUs;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const loadAtStart = loadavg();
const mine = new Map<string, number[]>();
const theirs = new Map<string, number[]>();
const diffs = new Map<string, number[]>();
for (let round = 1; round <= rounds; round += 1) {
  for (const call of calls) {
    const push = (map: Map<string, number[]>, v: number) =>
      map.set(call, [...(map.get(call) ?? []), v]);
    if (!other) {
      push(mine, await sample(here, call));
      continue;
    }
    // Alternate which side goes first, so neither always follows the other.
    const order = round % 2 ? [here, other] : [other, here];
    const [a, b] = [await sample(order[0]!, call), await sample(order[1]!, call)];
    const [h, o] = order[0] === here ? [a, b] : [b, a];
    push(mine, h);
    push(theirs, o);
    push(diffs, h - o);
  }
  console.error(`round ${round} done, load ${loadavg()[0]?.toFixed(2)}`);
}
console.log(
  other
    ? `\n| call | other: CPU µs/request | this | this - other (paired, median of ${rounds}) |\n|---|---|---|---|`
    : `\n| call | CPU µs/request (median of ${rounds}) |\n|---|---|`,
);
for (const call of calls) {
  console.log(
    other
      ? `| ${call} | ${median(theirs.get(call)!).toFixed(1)} | ${median(mine.get(call)!).toFixed(1)} | ${median(diffs.get(call)!).toFixed(1)} |`
      : `| ${call} | ${median(mine.get(call)!).toFixed(1)} |`,
  );
}
console.log(
  `\n${COUNT} injected requests per sample after 3,000 of warm-up; load average ${loadAtStart
    .map((l) => l.toFixed(2))
    .join(' ')} at the start, ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end`,
);
