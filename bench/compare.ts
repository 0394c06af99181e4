import { loadavg } from 'node:os';
import path from 'node:path';
import { FEATURED_BUILDS_QUERY } from '../src/domain/contracts/preconfigured-build-constants';
import { measureThroughput, startServer, type LoadRequest, type RunningServer } from './lib/load';
import { BROWSER_HEADERS, FULL_BUILD_BODY } from './lib/fixtures';

/**
 * `node --import tsx bench/compare.ts <other checkout> [rounds]`: the API budgets' calls on this
 * checkout's real app and on another's (e.g. `git archive` of the commit before a change, with
 * node_modules linked), measured in alternation, A B A B…, each after a hello-world run of the
 * same round, so both see the same neighbours. Prints the median req/s, ratio to hello-world
 * and p99 of each side: on a shared 2-core machine a before/after comparison is only fair
 * like this, never against a figure from another hour.
 */
const here = path.resolve(import.meta.dirname, '..');
const other = path.resolve(process.argv[2] ?? '');
const rounds = Number(process.argv[3] ?? 3);
const LOAD = { connections: 100, durationSeconds: 5, warmupSeconds: 1 } as const;

async function calls(server: RunningServer): Promise<[string, LoadRequest][]> {
  const settings = (await (await fetch(`${server.baseUrl}/api/settings`)).json()) as {
    data: { csrfToken: string };
  };
  const headers = {
    ...BROWSER_HEADERS,
    'content-type': 'application/json',
    'x-csrf-token': settings.data.csrfToken,
  };
  const api = `${server.baseUrl}/api/configurator`;
  return [
    ['GET settings', { url: `${server.baseUrl}/api/settings` }],
    ['GET allgpucomponents', { url: `${api}/allgpucomponents`, headers: BROWSER_HEADERS }],
    ['GET allmemorycomponents', { url: `${api}/allmemorycomponents`, headers: BROWSER_HEADERS }],
    [
      'POST getbuilds (featured)',
      {
        url: `${api}/getbuilds`,
        method: 'POST',
        headers,
        body: JSON.stringify(FEATURED_BUILDS_QUERY),
      },
    ],
    [
      'GET getbuilds (filtered)',
      {
        url: `${api}/getbuilds?chipset=2&gameId=12&resolutionId=2&pageSize=9&pageNumber=1`,
        headers: BROWSER_HEADERS,
      },
    ],
    ['POST validate', { url: `${api}/validate`, method: 'POST', headers, body: FULL_BUILD_BODY }],
  ];
}

interface Sample {
  reqPerSec: number;
  ratio: number;
  p99Ms: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  if (!process.argv[2]) throw new Error('usage: bench/compare.ts <other checkout> [rounds]');
  const samples = new Map<string, Sample[]>();
  const loadAtStart = loadavg()[0] ?? 0;
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which side goes first, so neither always follows the other.
    const sides = round % 2 ? [here, other] : [other, here];
    for (const root of sides) {
      const side = root === here ? 'this' : 'other';
      const hello = await startServer(root, 'hello-world');
      const baseline = await measureThroughput({ url: `${hello.baseUrl}/` }, LOAD).finally(() =>
        hello.stop(),
      );
      const server = await startServer(root, 'real-app');
      try {
        for (const [name, request] of await calls(server)) {
          const r = await measureThroughput(request, LOAD);
          if (r.errors) throw new Error(`${side} ${name}: ${r.errors} errors`);
          const key = `${name}|${side}`;
          samples.set(key, [
            ...(samples.get(key) ?? []),
            { reqPerSec: r.reqPerSec, ratio: r.reqPerSec / baseline.reqPerSec, p99Ms: r.p99Ms },
          ]);
        }
      } finally {
        await server.stop();
      }
      console.error(
        `round ${round} ${side}: hello-world ${Math.round(baseline.reqPerSec)} req/s, load ${loadavg()[0]?.toFixed(2)}`,
      );
    }
  }
  console.log(
    `\n| call | other: req/s, % of hello-world, p99 | this: req/s, % of hello-world, p99 |`,
  );
  console.log('|---|---|---|');
  const names = [...new Set([...samples.keys()].map((k) => k.split('|')[0]!))];
  const cell = (list: Sample[]) =>
    `${Math.round(median(list.map((s) => s.reqPerSec)))}, ${(median(list.map((s) => s.ratio)) * 100).toFixed(0)} %, ${median(list.map((s) => s.p99Ms))} ms`;
  for (const name of names) {
    console.log(
      `| ${name} | ${cell(samples.get(`${name}|other`)!)} | ${cell(samples.get(`${name}|this`)!)} |`,
    );
  }
  console.log(
    `\nmedians of ${rounds} rounds; autocannon ${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up; load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end`,
  );
}

await main();
